import { currencyDefaults } from './constants.ts';

/**
 * Money (§9): amounts travel and are stored as integer minor units (cents) with a currency code;
 * the current user's balance and what people read are major units. One formatter for every
 * screen, mail and PDF.
 */

const minorPerMajor = 10 ** currencyDefaults.fractionDigits;

/** Minor units (integer cents) to major units. */
export function toMajorUnits(minor: number): number {
  return minor / minorPerMajor;
}

/** Major units to integer minor units, rounded to the cent. */
export function toMinorUnits(major: number): number {
  return Math.round(major * minorPerMajor);
}

/**
 * `percent` per cent of an amount in minor units, rounded half up to a whole minor unit: 15% of
 * 30 010 is 4 501.5, so 4 502. Integer arithmetic for whole percentages (no float division
 * before rounding). The one rounding of a share: coupons, late-delivery credits, extra rounds.
 */
export function computePercentShare(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}

const formatters = new Map<string, Intl.NumberFormat>();

function getFormatter(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(currencyDefaults.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: currencyDefaults.fractionDigits,
      maximumFractionDigits: currencyDefaults.fractionDigits,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * en-US's symbols of the currencies the service sells in, written without Intl: a browser's first
 * Intl formatter loads its locale data, ~70 ms of a phone's main thread (~300 ms under
 * Lighthouse's 4x CPU) in the task that hydrates the first page showing a price or a balance
 * (issue 33). The server and the browser now write these amounts with the same code, so the page
 * hydrates with the text the server wrote whatever ICU each has. Other currencies ask Intl.
 */
const ownSymbols: ReadonlyMap<string, string> = new Map([
  ['USD', '$'],
  ['EUR', '€'],
  ['GBP', '£'],
]);

const groupBoundary = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `amount` as Intl writes it with a currency symbol, groups spaced: its shortest decimal rounded
 * half away from zero to the fraction digits, as ICU rounds (`1.005` is 1.01: shifted as decimal
 * text, `1.005e2` is exactly 100.5). Null for what Intl must write: NaN, Infinity, an exponent,
 * an amount past whole cents in a double.
 */
function writeWithSymbol(amount: number, symbol: string): string | null {
  const minor = Math.round(Number(`${Math.abs(amount)}e${currencyDefaults.fractionDigits}`));
  if (!(minor < Number.MAX_SAFE_INTEGER)) return null;
  const whole = String(Math.floor(minor / minorPerMajor)).replace(groupBoundary, ' ');
  const fraction = String(minor % minorPerMajor).padStart(currencyDefaults.fractionDigits, '0');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${symbol}${whole}.${fraction}`;
}

/** An amount in major units as currency: en-US, groups separated by spaces, 2 decimals; USD by default. */
export function formatMoney(amount: number, currency: string = currencyDefaults.currency): string {
  const symbol = ownSymbols.get(currency);
  const written = symbol === undefined ? null : writeWithSymbol(amount, symbol);
  if (written !== null) return written;
  let formatter: Intl.NumberFormat;
  try {
    formatter = getFormatter(currency);
  } catch {
    formatter = getFormatter(currencyDefaults.currency);
  }
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'group' ? ' ' : part.value))
    .join('');
}

/** An amount in minor units as currency (formatMoney of its major units). */
export function formatMinorUnits(minor: number, currency?: string): string {
  return formatMoney(toMajorUnits(minor), currency);
}

const symbols = new Map<string, string>();

/** The symbol of a currency code ('$', '€'), or the code itself where en-US writes no symbol. */
export function getCurrencySymbol(currency: string): string {
  let symbol = ownSymbols.get(currency) ?? symbols.get(currency);
  if (symbol === undefined) {
    try {
      const parts = getFormatter(currency).formatToParts(0);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
    } catch {
      symbol = currency;
    }
    symbols.set(currency, symbol);
  }
  return symbol;
}
