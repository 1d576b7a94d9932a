import { screenTexts, type TCountry } from '@deckhand/contract';
import { Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import {
  type Control,
  Controller,
  type FieldError,
  type FieldPathByValue,
  type FieldValues,
  get,
  type UseFormRegister,
  useFormState,
} from 'react-hook-form';

/** The form's fields an address is kept in: text fields, and the country id as text. */
export type TAddressFieldNames<TValues extends FieldValues> = {
  street: FieldPathByValue<TValues, string>;
  city: FieldPathByValue<TValues, string>;
  state: FieldPathByValue<TValues, string>;
  postcode: FieldPathByValue<TValues, string>;
  country: FieldPathByValue<TValues, string | null>;
};

type TAddressFieldsProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  register: UseFormRegister<TValues>;
  names: TAddressFieldNames<TValues>;
  countries: readonly TCountry[];
  /** The countries are still loading: the select says so and waits. */
  isLoadingCountries?: boolean;
  streetLabel?: string;
  postcodeLabel?: string;
  /** Street and city must be filled (the country always must). */
  isStreetRequired?: boolean;
  /** Where the postcode goes: before the country, after it, or nowhere (a country without one). */
  postcodePlacement?: 'beforeCountry' | 'afterCountry' | 'hidden';
  /** Told the country id picked, after the form has it. */
  onCountryChange?: (countryId: string | null) => void;
};

/**
 * The address rows of a form (street, city, state, postcode and a searchable country select),
 * for a FieldGrid: each bound to the named field of a react-hook-form form, with its error.
 */
export function AddressFields<TValues extends FieldValues, TOutput>({
  control,
  register,
  names,
  countries,
  isLoadingCountries = false,
  streetLabel = 'Street',
  postcodeLabel = 'Postcode',
  isStreetRequired = false,
  postcodePlacement = 'beforeCountry',
  onCountryChange,
}: TAddressFieldsProps<TValues, TOutput>) {
  const { errors } = useFormState({ control });
  const errorOf = (name: string): string | undefined =>
    (get(errors, name) as FieldError | undefined)?.message;
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: String(country.id), label: country.name })),
    [countries],
  );

  const postcode = (
    <TextInput
      label={postcodeLabel}
      autoComplete="postal-code"
      error={errorOf(names.postcode)}
      {...register(names.postcode)}
    />
  );

  return (
    <>
      <TextInput
        label={streetLabel}
        required={isStreetRequired}
        autoComplete="street-address"
        error={errorOf(names.street)}
        {...register(names.street)}
      />
      <TextInput
        label="City"
        required={isStreetRequired}
        autoComplete="address-level2"
        error={errorOf(names.city)}
        {...register(names.city)}
      />
      <TextInput
        label="State"
        autoComplete="address-level1"
        error={errorOf(names.state)}
        {...register(names.state)}
      />
      {postcodePlacement === 'beforeCountry' ? postcode : null}
      <Controller
        control={control}
        name={names.country}
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            label="Country"
            required
            data={countryOptions}
            // The name is a country field's, so its value is an id as text or null.
            value={field.value as string | null}
            onChange={(value) => {
              field.onChange(value);
              onCountryChange?.(value);
            }}
            onBlur={field.onBlur}
            searchable
            nothingFoundMessage={screenTexts.nothingFound}
            placeholder={isLoadingCountries ? 'Loading countries…' : 'Choose a country'}
            disabled={isLoadingCountries}
            error={errorOf(names.country)}
            aria-invalid={get(errors, names.country) ? true : undefined}
            autoComplete="off"
          />
        )}
      />
      {postcodePlacement === 'afterCountry' ? postcode : null}
    </>
  );
}
