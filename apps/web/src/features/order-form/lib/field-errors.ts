import type { TFieldErrors } from '@deckhand/contract';
import type { TVisibleStep } from './visible-steps';
import { findStepIndexOf, getComponentOfField } from './visible-steps';

/** Sub-fields that show their own messages (the others show on their component). */
const ownFields = new Set(['payment.paymentMethodId', 'payment.poNumber']);

/** Values the form shows on a component of another name: the delivery's chosen date. */
const componentOfValue: Readonly<Record<string, string>> = { deliveryAt: 'delivery' };

/**
 * The server's keys as the form names its fields ('values.slides' → 'slides'); a value that
 * belongs to another component goes under it ('values.deliveryAt' → 'delivery.deliveryAt').
 */
export function normaliseFieldErrors(errors: TFieldErrors): TFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => {
      const field = key.replace(/^values\./, '');
      const component = componentOfValue[field];
      return [component ? `${component}.${field}` : field, messages];
    }),
  );
}

/** The messages one field shows: its own, and for a component those of its other sub-fields. */
export function collectFieldMessages(
  field: string,
  clientMessages: Readonly<Record<string, string>>,
  serverErrors: TFieldErrors,
): string[] {
  const keys = Object.keys(serverErrors).filter(
    (key) =>
      key === field || (!field.includes('.') && key.startsWith(`${field}.`) && !ownFields.has(key)),
  );
  const own = clientMessages[field];
  return [...(own ? [own] : []), ...keys.flatMap((key) => serverErrors[key] ?? [])];
}

/** The first visible step holding one of these fields; -1 when none does. */
export function findFirstStepWithError(
  steps: readonly TVisibleStep[],
  fields: readonly string[],
): number {
  const indexes = fields
    .map((field) => findStepIndexOf(steps, getComponentOfField(field)))
    .filter((index) => index >= 0);
  return indexes.length === 0 ? -1 : Math.min(...indexes);
}
