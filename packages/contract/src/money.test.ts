import { describe, expect, it } from 'vitest';
import {
  computePercentShare,
  formatMinorUnits,
  formatMoney,
  getCurrencySymbol,
  toMajorUnits,
  toMinorUnits,
} from './money.ts';

describe('money (§9)', () => {
  it('formats in en-US with spaces between groups and 2 decimals, USD by default', () => {
    expect(formatMoney(1234567.891)).toBe('$1 234 567.89');
    expect(formatMoney(50, 'EUR')).toBe('€50.00');
    expect(formatMoney(-12.5)).toBe('-$12.50');
  });

  it('formats minor units as their major amount', () => {
    expect(formatMinorUnits(262_500)).toBe('$2 625.00');
    expect(formatMinorUnits(5, 'EUR')).toBe('€0.05');
  });

  it('falls back to USD for a currency Intl does not know', () => {
    expect(formatMoney(1, 'not-a-code')).toBe('$1.00');
  });

  it('converts between major and minor units to the cent', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMajorUnits(1999)).toBe(19.99);
  });

  it('knows the symbol of a currency, or writes its code', () => {
    expect(getCurrencySymbol('USD')).toBe('$');
    expect(getCurrencySymbol('EUR')).toBe('€');
    expect(getCurrencySymbol('DKK')).toBe('DKK');
    expect(getCurrencySymbol('not-a-code')).toBe('not-a-code');
  });

  it('takes a percentage of minor units, a half unit rounded up', () => {
    expect(computePercentShare(30_010, 15)).toBe(4_502);
    expect(computePercentShare(25_000, 10)).toBe(2_500);
    expect(computePercentShare(1_005, 10)).toBe(101);
    expect(computePercentShare(1_004, 10)).toBe(100);
    expect(computePercentShare(12_000, 25)).toBe(3_000);
    expect(computePercentShare(0, 25)).toBe(0);
    expect(computePercentShare(99, 100)).toBe(99);
  });

  it('rounds a share as Math.round of the exact quotient would, for whole amounts and percents', () => {
    for (const percent of [1, 10, 15, 25, 33, 100]) {
      for (let amount = 0; amount <= 5_000; amount += 1) {
        expect(computePercentShare(amount, percent)).toBe(Math.round((amount * percent) / 100));
      }
    }
  });
});
