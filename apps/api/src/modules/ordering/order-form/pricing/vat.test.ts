import { describe, expect, it } from 'vitest';
import { resolveVatRate } from './vat.ts';

const vatRates = new Map([
  ['DK', 2500],
  ['DE', 1900],
  ['FI', 2550],
]);

describe('resolveVatRate', () => {
  it.each([
    ['a Danish customer without a VAT number', 'DK', false, 2500],
    ['a German customer without a VAT number', 'DE', false, 1900],
    ['a lowercase country code', 'fi', false, 2550],
    ['an EU customer with a VAT number (reverse charge)', 'DK', true, 0],
    ['a customer outside the EU', 'US', false, 0],
    ['a British customer (outside the EU)', 'GB', false, 0],
    ['an unknown country', null, false, 0],
    ['an EU country missing from the table', 'SE', false, 0],
  ])('charges %s %i bp', (_case, countryCode, hasVatNumber, rate) => {
    expect(resolveVatRate({ countryCode, hasVatNumber, vatRates })).toBe(rate);
  });

  it('charges nothing outside the EU even when the table holds the country', () => {
    expect(
      resolveVatRate({ countryCode: 'NO', hasVatNumber: false, vatRates: new Map([['NO', 2500]]) }),
    ).toBe(0);
  });
});
