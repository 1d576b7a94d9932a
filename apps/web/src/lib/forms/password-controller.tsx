import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PasswordField } from '@/ui/password-input/password-field';
import { toFieldErrorProp } from './field-error-prop';

type TPasswordControllerProps<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TOutput,
> = Omit<
  ComponentProps<typeof PasswordField>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<TValues, unknown, TOutput>;
  /** A string field of the form. */
  name: TName;
};

/**
 * A PasswordField bound to one field of a react-hook-form form: its value, change and blur,
 * and its error (one message or the list of §5.2). Other props go to the PasswordField.
 */
export function PasswordController<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TOutput = TValues,
>({ control, name, ...fieldProps }: TPasswordControllerProps<TValues, TName, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...fieldProps}
          name={field.name}
          // The name is a string field's, so its value is a string.
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={toFieldErrorProp(fieldState.error)}
        />
      )}
    />
  );
}
