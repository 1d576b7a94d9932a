import {
  checkCustomFieldAnswer,
  type TCustomFieldQuestion,
  type TOrderFormValues,
} from '@deckhand/contract';
import type { FormContext } from './form-context.ts';

/** The answers an order keeps (orders.custom_field_answers): the question as asked, and its answer. */
export interface CustomFieldAnswerRecord {
  fieldId: number;
  label: string;
  kind: TCustomFieldQuestion['kind'];
  value: string | number | null;
}

/** 422 errors by field: 'customFields.<id>', so the browser puts each on its field. */
export function checkCustomFieldAnswers(
  ctx: FormContext,
  values: TOrderFormValues,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ctx.customFields) {
    const message = checkCustomFieldAnswer(field, values.customFields[String(field.id)]);
    if (message) errors[`customFields.${field.id}`] = [message];
  }
  return errors;
}

/** What the order stores: every asked field with its normalised answer (null when blank). */
export function toCustomFieldAnswers(
  ctx: FormContext,
  values: TOrderFormValues,
): CustomFieldAnswerRecord[] | null {
  if (ctx.customFields.length === 0) return null;
  return ctx.customFields.map((field) => {
    const raw = values.customFields[String(field.id)];
    const blank = raw === null || raw === undefined || (typeof raw === 'string' && !raw.trim());
    let value: string | number | null = blank ? null : (raw ?? null);
    if (!blank && field.kind === 'number') value = Number(raw);
    if (!blank && typeof value === 'string') value = value.trim();
    return { fieldId: field.id, label: field.label, kind: field.kind, value };
  });
}
