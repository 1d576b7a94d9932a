import { priorityCountryCodes, type TCountry } from '@deckhand/contract';
import { countries } from 'countries-list';
import isoCountries from 'i18n-iso-countries';
import { postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Builds the country list of GET /v1/countries/names from static reference data. id is the ISO
 * 3166-1 numeric code; entries without one (Ascension Island AC, Tristan da Cunha TA) are left
 * out. Kosovo (XK) is kept with i18n-iso-countries' user-assigned 983.
 */
export function buildCountryList(): TCountry[] {
  const list: TCountry[] = [];
  for (const [code, country] of Object.entries(countries)) {
    const numeric = isoCountries.alpha2ToNumeric(code);
    const dialCode = country.phone[0];
    if (!numeric || dialCode === undefined) continue;
    list.push({
      id: Number(numeric),
      name: country.name,
      code,
      dialCode,
      hasZip: postcodeValidatorExistsForCountry(code),
    });
  }
  return sortCountries(list);
}

/** Denmark, United Kingdom and United States first (§3), then alphabetical by name. */
export function sortCountries(list: TCountry[]): TCountry[] {
  const rank = (code: string) => {
    const index = (priorityCountryCodes as readonly string[]).indexOf(code);
    return index === -1 ? priorityCountryCodes.length : index;
  };
  return [...list].sort(
    (a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, 'en'),
  );
}

/** Computed once: the data only changes with a dependency upgrade. */
const countryList = buildCountryList();

export function findCountries(): TCountry[] {
  return countryList;
}

const countryById = new Map(countryList.map((country) => [country.id, country]));

/** The country of an id, or null for an id that is not a country (or none). */
export function findCountryById(id: number | null | undefined): TCountry | null {
  return id == null ? null : (countryById.get(id) ?? null);
}

const countryByCode = new Map(countryList.map((country) => [country.code, country]));

/** The country of an ISO 3166-1 alpha-2 code (any case), or null when it is not one. */
export function findCountryByCode(code: string | null | undefined): TCountry | null {
  return code ? (countryByCode.get(code.toUpperCase()) ?? null) : null;
}
