import {
  orderFormMessages,
  type TOrderFormComponent,
  type TOrderFormValues,
} from '@deckhand/contract';

type TSlidesComponent = Extract<TOrderFormComponent, { name: 'slides' }>;

const findSlidesComponent = (components: readonly TOrderFormComponent[]) =>
  components.find((component): component is TSlidesComponent => component.name === 'slides');

/**
 * Whether the slides as they stand can be priced: chosen, and within the flow's bounds (a flow
 * without a slides field, or a fixed offer, counts its own). Until then an add-on shows its price
 * per slide only, not '(+$0.00)'.
 */
export function isSlidesCountPriced(
  values: TOrderFormValues,
  components: readonly TOrderFormComponent[],
): boolean {
  const slides = findSlidesComponent(components);
  if (!slides) return true;
  const count = slides.options.fixed ?? values.slides;
  return count !== null && count >= slides.options.min && count <= slides.options.max;
}

/** Why the order has no price for its slides: more than an order takes (else null). */
export function findSlidesPriceProblem(
  values: TOrderFormValues,
  components: readonly TOrderFormComponent[],
): string | null {
  const slides = findSlidesComponent(components);
  if (!slides || slides.options.fixed !== null || values.slides === null) return null;
  return values.slides > slides.options.max
    ? orderFormMessages.slidesTooMany(slides.options.max)
    : null;
}
