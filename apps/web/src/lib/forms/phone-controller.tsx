import type { TCountry } from '@deckhand/contract';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PhoneField } from '@/ui/phone-input/phone-field';

type TPhoneControllerProps<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TOutput,
> = {
  control: Control<TValues, unknown, TOutput>;
  /** The form's string field of the number. */
  name: TName;
  countries: readonly TCountry[];
  /** The dial code shown, which the form keeps its own way (a code, or a country). */
  dialCode: number | null;
  /** Told the dial code with each change of the field (the number is already in the form). */
  onDialCodeChange: (dialCode: number | null) => void;
  dialCodeError?: ReactNode;
  disabled?: boolean;
};

/**
 * A PhoneField bound to a form: the number to the named field, with its error; the dial code
 * read from `dialCode` and handed to `onDialCodeChange`, for forms that keep it differently.
 */
export function PhoneController<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TOutput = TValues,
>({
  control,
  name,
  countries,
  dialCode,
  onDialCodeChange,
  dialCodeError,
  disabled,
}: TPhoneControllerProps<TValues, TName, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          ref={field.ref}
          name={field.name}
          countries={countries}
          // The name is a string field's, so its value is a string.
          value={{ dialCode, phone: field.value as string }}
          onChange={(next) => {
            field.onChange(next.phone);
            onDialCodeChange(next.dialCode);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          dialCodeError={dialCodeError}
          disabled={disabled}
        />
      )}
    />
  );
}
