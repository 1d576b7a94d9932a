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

/** An amount in major units as currency: en-US, groups separated by spaces, 2 decimals; USD by default. */
export function formatMoney(amount: number, currency: string = currencyDefaults.currency): string {
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
  let symbol = symbols.get(currency);
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
