import { currencyDefaults } from '@deckhand/contract';

/** An amount as currency (§9): en-US, groups separated by spaces, 2 decimals; USD by default. */
export function formatMoney(amount: number, currency: string = currencyDefaults.currency): string {
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(currencyDefaults.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: currencyDefaults.fractionDigits,
      maximumFractionDigits: currencyDefaults.fractionDigits,
    });
  } catch {
    return formatMoney(amount, currencyDefaults.currency);
  }
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'group' ? ' ' : part.value))
    .join('');
}
