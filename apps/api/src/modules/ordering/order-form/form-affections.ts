import type { TOrderComponentName } from '@deckhand/contract';

/**
 * What a change of each component affects (§3 valueAffections): the treatment and the slides set
 * every turnaround's price and the add-ons' prices; add-ons change the turnarounds' prices; the
 * slides move the delivery dates (capacity). The price is recomputed after every change.
 */
export const valueAffections: Readonly<
  Record<TOrderComponentName, readonly TOrderComponentName[]>
> = {
  treatment: ['addons', 'delivery', 'coupon'],
  style: [],
  addons: ['delivery', 'coupon'],
  slides: ['addons', 'delivery', 'coupon'],
  delivery: ['coupon'],
  files: [],
  brief: [],
  customFields: [],
  coupon: ['delivery'],
  signup: [],
  payment: [],
};

/** The components to send back after `changed` changed: itself and what it affects. */
export function affectedBy(changed: TOrderComponentName): TOrderComponentName[] {
  return [changed, ...valueAffections[changed]];
}
