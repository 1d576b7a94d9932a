import {
  accountMessages,
  endpoints,
  validationMessages as m,
  serverMessages,
  ZUpdateUserDetailsResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createSignedInUser } from '../../test/user-factory.ts';
import { findCountries } from '../countries/index.ts';

const ctx = useTestContext();
/** One app per test: each holds database connections (the realtime adapter on PostgreSQL). */
let app: App;
beforeEach(async () => {
  app = await ctx.createApp();
});
const url = `/v1${endpoints.users.details}`;
const denmark = 208;

async function putDetails(payload: unknown, cookies: Record<string, string> = {}) {
  return app.inject({
    method: 'PUT',
    url,
    headers: spaHeaders,
    cookies,
    payload: payload as object,
  });
}

const getUser = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('PUT /v1/users/me/details', () => {
  it('answers 401 to anonymous callers, whatever they send', async () => {
    for (const payload of [{ name: 'Anna', countryId: denmark }, { name: '' }]) {
      const response = await putDetails(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', message: serverMessages.unauthorized });
    }
  });

  it('stores the details and answers with the current user', async () => {
    const { user, cookies, token } = await createSignedInUser(ctx, { name: 'Old Name' });
    const response = await putDetails(
      {
        name: 'Åsa Berg',
        company: '  Deck Co ',
        address: 'Main Street 1',
        city: 'Aarhus',
        state: '',
        zip: '8000',
        countryId: String(denmark),
        dialCode: '45',
        phone: '+45 12-34 56 78',
      },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    const body = ZUpdateUserDetailsResponse.parse(response.json());
    expect(body.user).toMatchObject({
      id: user.id,
      name: 'Åsa Berg',
      company: 'Deck Co',
      address: 'Main Street 1',
      city: 'Aarhus',
      state: null,
      zip: '8000',
      country: { id: denmark, name: 'Denmark', countryCode: 'DK', dialCode: 45 },
      dialCode: 45,
      phone: '4512345678',
      token,
    });
    expect(await getUser(user.id)).toMatchObject({
      phone: '4512345678',
      dialCode: 45,
      zip: '8000',
    });

    const me = await app.inject({ url: '/v1/users/me', cookies });
    expect(me.json().user).toMatchObject({ name: 'Åsa Berg', city: 'Aarhus' });
  });

  it('drops the zip where the country has none and clears blank fields', async () => {
    const noZip = findCountries().find((country) => !country.hasZip);
    if (!noZip) throw new Error('expected a country without zip codes');
    const { user, cookies } = await createSignedInUser(ctx, {
      values: { company: 'Old Co', phone: '12345', dialCode: 45, zip: '1000' },
    });
    const response = await putDetails(
      { name: 'Nora Lee', countryId: noZip.id, zip: '12345', company: ' ', phone: '' },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    expect(await getUser(user.id)).toMatchObject({
      name: 'Nora Lee',
      countryId: noZip.id,
      zip: null,
      company: null,
      phone: null,
      dialCode: null,
    });
  });

  it('refuses a country that is not in the list', async () => {
    const { cookies } = await createSignedInUser(ctx);
    const response = await putDetails({ name: 'Anna', countryId: 999_999 }, cookies);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'error',
      errors: { countryId: [accountMessages.unknownCountry] },
    });
  });

  it('answers 422 with the contract messages for bad fields', async () => {
    const { cookies } = await createSignedInUser(ctx);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ name: 'Anna 2', countryId: denmark }, { name: [m.latinName] }],
      [{ countryId: '' }, { name: [m.required], countryId: [m.required] }],
      [
        { name: 'Anna', countryId: denmark, dialCode: 45, phone: '12' },
        { phone: [m.phoneTooShort] },
      ],
      [
        { name: 'Anna', countryId: denmark, dialCode: 45, phone: '1'.repeat(16) },
        { phone: [m.phoneTooLong] },
      ],
      [{ name: 'Anna', countryId: denmark, phone: '12345678' }, { dialCode: [m.required] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await putDetails(payload, cookies);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', errors });
    }
  });
});
