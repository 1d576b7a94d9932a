import type { TCountry } from '@deckhand/contract';

export type TDialCodeOption = { value: string; label: string };

/**
 * Select options for dial codes, in the order given: the label '+45 Denmark', the value the
 * dial code as text. Countries sharing a code (+1: United States, Canada) make one option
 * naming all of them, since a Select needs unique values; a search by any name finds it.
 */
export function getDialCodeOptions(countries: readonly TCountry[]): TDialCodeOption[] {
  const namesByCode = new Map<number, string[]>();
  for (const country of countries) {
    const names = namesByCode.get(country.dialCode);
    if (names) names.push(country.name);
    else namesByCode.set(country.dialCode, [country.name]);
  }
  return Array.from(namesByCode, ([dialCode, names]) => ({
    value: String(dialCode),
    label: `+${dialCode} ${names.join(', ')}`,
  }));
}

/** Phone values keep digits only (§5.1). */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}
