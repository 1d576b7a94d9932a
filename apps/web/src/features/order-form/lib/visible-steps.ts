import type {
  TOrderComponentName,
  TOrderFormComponent,
  TOrderFormData,
  TOrderStepKey,
} from '@deckhand/contract';

export type TVisibleStep = {
  key: TOrderStepKey;
  title: string;
  description: string;
  components: TOrderFormComponent[];
};

/**
 * The steps the customer sees (§4): components marked hideStep are left out, so a step whose
 * components are all hidden is removed, and a step left with no component is dropped.
 */
export function findVisibleSteps(
  steps: TOrderFormData['steps'],
  components: readonly TOrderFormComponent[],
): TVisibleStep[] {
  const byName = new Map(components.map((component) => [component.name, component]));
  return steps
    .map((step) => ({
      ...step,
      components: step.components
        .map((name) => byName.get(name))
        .filter((component): component is TOrderFormComponent =>
          Boolean(component && !component.properties.hideStep),
        ),
    }))
    .filter((step) => step.components.length > 0);
}

/** The component a field key names: the part before the first '.' ('payment.poNumber'). */
export function getComponentOfField(field: string): string {
  return field.split('.')[0] ?? field;
}

/** The index of the visible step holding a component; -1 when no visible step holds it. */
export function findStepIndexOf(steps: readonly TVisibleStep[], name: string): number {
  return steps.findIndex((step) =>
    step.components.some((component) => component.name === (name as TOrderComponentName)),
  );
}
