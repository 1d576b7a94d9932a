import { ZCountriesResponse } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';

const ctx = useTestContext();

async function getCountries() {
  const app = await ctx.createApp();
  const response = await app.inject({ url: '/v1/countries/names' });
  expect(response.statusCode).toBe(200);
  return ZCountriesResponse.parse(response.json());
}

describe('GET /v1/countries/names', () => {
  it('lists Denmark, United Kingdom and United States first, then the rest by name', async () => {
    const countries = await getCountries();
    expect(countries.slice(0, 3).map((country) => country.code)).toEqual(['DK', 'GB', 'US']);
    const rest = countries.slice(3).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest[0]).toBe('Afghanistan');
  });

  it('covers the world with unique numeric ISO ids', async () => {
    const countries = await getCountries();
    expect(countries.length).toBeGreaterThanOrEqual(200);
    const ids = countries.map((country) => country.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it('describes the United Kingdom, the United States and Denmark', async () => {
    const countries = await getCountries();
    const byCode = new Map(countries.map((country) => [country.code, country]));
    expect(byCode.get('GB')).toEqual({
      id: 826,
      name: 'United Kingdom',
      code: 'GB',
      dialCode: 44,
      hasZip: true,
    });
    expect(byCode.get('US')).toMatchObject({ id: 840, name: 'United States', dialCode: 1 });
    expect(byCode.get('DK')).toMatchObject({ id: 208, name: 'Denmark', dialCode: 45 });
  });

  it('marks countries without postcodes and leaves out codes without an ISO number', async () => {
    const countries = await getCountries();
    const byCode = new Map(countries.map((country) => [country.code, country]));
    expect(byCode.get('AE')).toMatchObject({ name: 'United Arab Emirates', hasZip: false });
    expect(byCode.get('HK')?.hasZip).toBe(false);
    expect(byCode.has('AC')).toBe(false);
    expect(byCode.has('TA')).toBe(false);
  });
});
