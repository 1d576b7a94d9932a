import { isEuCountry } from '../../../../platform/geo/country-detection.ts';

/**
 * The VAT rate an order is charged, in basis points (2500 = 25 %): an EU customer without a VAT
 * number pays their country's standard rate (vat_rates); with a VAT number the customer accounts
 * for VAT themselves (reverse charge), and outside the EU no VAT is charged: 0. An EU country
 * missing from the table is charged 0 as well (staff keep vat_rates complete; the seed has all 27).
 */
export function resolveVatRate(input: {
  countryCode: string | null;
  hasVatNumber: boolean;
  vatRates: ReadonlyMap<string, number>;
}): number {
  const code = input.countryCode?.toUpperCase() ?? null;
  if (code === null || input.hasVatNumber || !isEuCountry(code)) return 0;
  return input.vatRates.get(code) ?? 0;
}
