import { placeholders, screenTexts, type TCountry } from '@deckhand/contract';
import { Group, Select, TextInput } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useMemo } from 'react';
import { getDialCodeOptions, keepDigits } from './dial-code-options';

export type TPhoneValue = { dialCode: number | null; phone: string };

type TPhoneFieldProps = {
  value: TPhoneValue;
  onChange: (value: TPhoneValue) => void;
  onBlur?: () => void;
  countries: readonly TCountry[];
  label?: ReactNode;
  dialCodeLabel?: ReactNode;
  description?: ReactNode;
  /** The error of the phone number. */
  error?: ReactNode;
  dialCodeError?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A phone number: a searchable dial-code select beside a number field that keeps digits only
 * (§5.1). Controlled with `{ dialCode, phone }`; fits react-hook-form's Controller.
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  countries,
  label = 'Phone',
  dialCodeLabel = 'Dial code',
  description,
  error,
  dialCodeError,
  required,
  disabled,
  name,
  ref,
}: TPhoneFieldProps) {
  const options = useMemo(() => getDialCodeOptions(countries), [countries]);
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Select
        label={dialCodeLabel}
        data={options}
        value={value.dialCode === null ? null : String(value.dialCode)}
        onChange={(code) => onChange({ ...value, dialCode: code === null ? null : Number(code) })}
        onBlur={onBlur}
        searchable
        nothingFoundMessage={screenTexts.nothingFound}
        placeholder="Code"
        error={dialCodeError}
        required={required}
        disabled={disabled}
        w={150}
        comboboxProps={{ width: 260, position: 'bottom-start' }}
      />
      <TextInput
        ref={ref}
        name={name}
        label={label}
        description={description}
        error={error}
        required={required}
        disabled={disabled}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={placeholders.phone}
        value={value.phone}
        onChange={(event) => onChange({ ...value, phone: keepDigits(event.currentTarget.value) })}
        onBlur={onBlur}
        flex={1}
      />
    </Group>
  );
}
