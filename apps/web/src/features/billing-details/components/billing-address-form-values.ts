import type { TBillingProfile, TCountry } from '@deckhand/contract';
import type { Path } from 'react-hook-form';

/** What the form holds: text as typed, countries as the Select's value (the country id). */
export type TBillingAddressFormValues = {
  companyName: string;
  billingEmail: string;
  vatNumber: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: string | null;
  phoneCountryId: string | null;
  phoneNumber: string;
};

const idText = (id: number | null) => (id === null ? null : String(id));

export function getDefaultValues(profile: TBillingProfile): TBillingAddressFormValues {
  return {
    companyName: profile.companyName ?? '',
    billingEmail: profile.billingEmail ?? '',
    vatNumber: profile.vatNumber ?? '',
    street: profile.street ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    postcode: profile.postcode ?? '',
    country: idText(profile.country),
    phoneCountryId: idText(profile.phoneCountryId),
    phoneNumber: profile.phoneNumber ?? '',
  };
}

/** Every field of the form: where a 422 answer's messages may land. */
export const billingAddressFields: readonly Path<TBillingAddressFormValues>[] = [
  'companyName',
  'billingEmail',
  'vatNumber',
  'street',
  'city',
  'state',
  'postcode',
  'country',
  'phoneCountryId',
  'phoneNumber',
];

/**
 * The phone's country for a dial code picked in the phone field: the one already chosen when it
 * has that code, else the billing country when it does, else the first country with the code.
 */
export function pickPhoneCountry(
  countries: readonly TCountry[],
  dialCode: number | null,
  preferred: readonly (string | null)[],
): string | null {
  if (dialCode === null) return null;
  for (const id of preferred) {
    const country = countries.find((item) => String(item.id) === id);
    if (country?.dialCode === dialCode) return String(country.id);
  }
  const first = countries.find((item) => item.dialCode === dialCode);
  return first ? String(first.id) : null;
}
