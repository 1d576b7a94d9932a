import {
  accountMessages,
  type TUpdateUserDetailsRequest,
  type TUpdateUserDetailsResponse,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findCountryById } from '../countries/index.ts';
import { getCurrentUser } from '../users/index.ts';
import { updateUserDetails } from './profile.queries.ts';

/**
 * PUT /v1/users/me/details. The country must be one of GET /v1/countries/names; the zip is kept
 * only where that country has zip codes. Blank optional fields clear the stored value. The phone
 * arrives as digits only (contract). Answers with the current user as GET /v1/users/me builds it.
 */
export async function updateMyDetails(options: {
  db: Db;
  userId: number;
  token: string;
  input: TUpdateUserDetailsRequest;
}): Promise<TUpdateUserDetailsResponse> {
  const { db, userId, input } = options;
  const country = findCountryById(input.countryId);
  if (!country) {
    throw new AppError('VALIDATION', undefined, {
      fieldErrors: { countryId: [accountMessages.unknownCountry] },
    });
  }
  await updateUserDetails(db, userId, {
    name: input.name,
    company: input.company ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    zip: country.hasZip ? (input.zip ?? null) : null,
    countryId: country.id,
    dialCode: input.dialCode ?? null,
    phone: input.phone ?? null,
  });
  const user = await getCurrentUser({ db, userId, token: options.token });
  if (!user) throw new AppError('UNAUTHORIZED');
  return { user };
}
