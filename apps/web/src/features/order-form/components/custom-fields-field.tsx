import {
  limits,
  orderFormLimits,
  placeholders,
  type TCustomFieldQuestion,
  type TOrderFormComponent,
} from '@deckhand/contract';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { calendarLabels } from '../lib/calendar-labels';
import classes from './order-form.module.css';
import { useOrderFormContext } from './order-form-context';

type TProps = { component: Extract<TOrderFormComponent, { name: 'customFields' }> };
type TAnswer = string | number | null;

/**
 * The team's own questions (§6 custom fields): text, a whole number up to 32767, a date or one
 * choice of a list, each required or not, in the team's order. Answers travel by field id.
 */
export function CustomFieldsField({ component }: TProps) {
  const { draft, change, errorOf } = useOrderFormContext();
  const answers = draft.values.customFields;
  const setAnswer = (id: number, value: TAnswer) =>
    change('customFields', (values) => ({
      ...values,
      customFields: { ...values.customFields, [String(id)]: value },
    }));
  return (
    <Stack gap="md" maw={480}>
      {component.options.fields.map((field) => (
        <CustomFieldInput
          key={field.id}
          field={field}
          value={answers[String(field.id)] ?? null}
          error={errorOf(`customFields.${field.id}`)}
          onChange={(value) => setAnswer(field.id, value)}
        />
      ))}
    </Stack>
  );
}

type TInputProps = {
  field: TCustomFieldQuestion;
  value: TAnswer;
  error: string | undefined;
  onChange: (value: TAnswer) => void;
};

function CustomFieldInput({ field, value, error, onChange }: TInputProps) {
  const common = { label: field.label, withAsterisk: field.required, error };
  switch (field.kind) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          min={0}
          max={limits.numberFieldMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
        />
      );
    case 'date':
      return (
        <DatePickerInput
          {...common}
          placeholder={placeholders.date}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next) => onChange(next)}
          valueFormat="D MMMM YYYY"
          firstDayOfWeek={1}
          ariaLabels={calendarLabels}
          classNames={{ placeholder: classes.pickerPlaceholder }}
          clearable
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          placeholder="Choose one"
          data={field.options}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next) => onChange(next)}
          clearable={!field.required}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) =>
            onChange(event.currentTarget.value.slice(0, orderFormLimits.customFieldAnswerMax))
          }
          maxLength={orderFormLimits.customFieldAnswerMax}
        />
      );
  }
}
