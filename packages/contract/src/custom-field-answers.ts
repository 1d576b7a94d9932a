import { limits } from './constants.ts';
import { validationMessages as m } from './messages.ts';
import type { TCustomFieldQuestion } from './order-form-components.ts';
import { orderFormLimits } from './order-form-limits.ts';

/** What a custom field's answer may be in the order form's values. */
export type TCustomFieldAnswer = string | number | null | undefined;

export const customFieldAnswerMessages = {
  notANumber: 'Please enter a whole number',
  negative: 'Please enter 0 or more',
  notAChoice: 'Please choose one of the options',
} as const;

const isBlank = (value: TCustomFieldAnswer) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The message for one answer to one custom field (§6; §9 number fields max 32767), or null when
 * it is fine. The order form shows it beside the field; the server checks the same rule.
 */
export function checkCustomFieldAnswer(
  field: Pick<TCustomFieldQuestion, 'kind' | 'required' | 'options'>,
  value: TCustomFieldAnswer,
): string | null {
  if (isBlank(value)) return field.required ? m.required : null;
  switch (field.kind) {
    case 'number': {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isInteger(number)) return customFieldAnswerMessages.notANumber;
      if (number < 0) return customFieldAnswerMessages.negative;
      return number > limits.numberFieldMax ? m.numberTooLarge : null;
    }
    case 'date':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        return m.invalidDateFormat;
      }
      return isRealDate(value) ? null : m.invalidDate;
    case 'select':
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : customFieldAnswerMessages.notAChoice;
    default:
      if (typeof value !== 'string') return m.required;
      return value.length > orderFormLimits.customFieldAnswerMax
        ? m.tooLong(orderFormLimits.customFieldAnswerMax)
        : null;
  }
}
