import type { TCurrentUser, TUpdateUserDetailsRequest } from '@deckhand/contract';
import type { Path } from 'react-hook-form';

/** What the form holds: text as typed, the country as the Select's value. */
export type TUserDetailsFormValues = {
  name: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  countryId: string | null;
  dialCode: number | null;
  phone: string;
};

export function getDefaultValues(user: TCurrentUser): TUserDetailsFormValues {
  return {
    name: user.name,
    company: user.company ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zip: user.zip ?? '',
    countryId: user.country ? String(user.country.id) : null,
    dialCode: user.dialCode,
    phone: user.phone ?? '',
  };
}

/** Every field of the form: where a 422 answer's messages may land. */
export const userDetailsFields: readonly Path<TUserDetailsFormValues>[] = [
  'name',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'countryId',
  'dialCode',
  'phone',
];

/** The request without a zip when the chosen country has none. */
export function toRequest(
  values: TUpdateUserDetailsRequest,
  hasZip: boolean,
): TUpdateUserDetailsRequest {
  return hasZip ? values : { ...values, zip: undefined };
}
