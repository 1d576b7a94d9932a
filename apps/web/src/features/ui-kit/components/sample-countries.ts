import type { TCountry } from '@deckhand/contract';

/** A few countries for the phone fields' dial codes (the app reads them from init). */
export const sampleCountries: TCountry[] = [
  { id: 1, name: 'Denmark', code: 'DK', dialCode: 45, hasZip: true },
  { id: 2, name: 'United Kingdom', code: 'GB', dialCode: 44, hasZip: true },
  { id: 3, name: 'United States', code: 'US', dialCode: 1, hasZip: true },
  { id: 4, name: 'Canada', code: 'CA', dialCode: 1, hasZip: true },
  { id: 5, name: 'Germany', code: 'DE', dialCode: 49, hasZip: true },
  { id: 6, name: 'Sweden', code: 'SE', dialCode: 46, hasZip: true },
  { id: 7, name: 'Norway', code: 'NO', dialCode: 47, hasZip: true },
];
