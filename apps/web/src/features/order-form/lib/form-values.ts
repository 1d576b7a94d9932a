import type { TOrderFormComponent, TOrderFormValues } from '@deckhand/contract';
import { emptyOrderFormValues } from '@deckhand/contract';

/** A component's value written into the form's values (the one shape every call sends). */
export function applyComponentValue(
  values: TOrderFormValues,
  component: TOrderFormComponent,
): TOrderFormValues {
  switch (component.name) {
    case 'treatment':
      return { ...values, treatment: component.value };
    case 'style':
      return { ...values, style: component.value };
    case 'addons':
      return { ...values, addons: component.value };
    case 'slides':
      return { ...values, slides: component.value };
    case 'delivery':
      return {
        ...values,
        turnaround: component.value.turnaround,
        deliveryAt: component.value.deliveryAt,
      };
    case 'files':
      return { ...values, files: component.value };
    case 'brief':
      return { ...values, brief: component.value };
    case 'customFields':
      return { ...values, customFields: component.value };
    case 'coupon':
      return { ...values, coupon: component.value };
    case 'signup':
    case 'payment':
      return values;
  }
}

/** The values the server's form data starts with. */
export function readValuesFromComponents(
  components: readonly TOrderFormComponent[],
): TOrderFormValues {
  return components.reduce(applyComponentValue, emptyOrderFormValues);
}

/** Components merged by name: the calculation's answer replaces what it sent back. */
export function mergeComponents(
  current: readonly TOrderFormComponent[],
  changed: readonly TOrderFormComponent[],
): TOrderFormComponent[] {
  const byName = new Map(changed.map((component) => [component.name, component]));
  return current.map((component) => byName.get(component.name) ?? component);
}
