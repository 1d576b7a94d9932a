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

describe('money written without Intl (issue 33)', () => {
  const intl = (amount: number, currency: string) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
      .formatToParts(amount)
      .map((part) => (part.type === 'group' ? ' ' : part.value))
      .join('');

  it('writes what Intl writes for the currencies it knows, ties and tiny negatives included', () => {
    const amounts = [
      0,
      -0,
      0.001,
      -0.001,
      0.005,
      -0.005,
      1.005,
      0.125,
      2.675,
      1.115,
      999.995,
      1000,
      1234.5,
      -1234.5,
      123456789.125,
      2 ** 53,
      1e20,
      1e21,
      1.5e-7,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 1500; i++) {
      const cents = Math.floor(random() * 10 ** (1 + Math.floor(random() * 10)));
      amounts.push(cents / 100, -cents / 1000, random() * 10 ** Math.floor(random() * 9));
    }
    for (const currency of ['USD', 'EUR', 'GBP']) {
      for (const amount of amounts) {
        expect(formatMoney(amount, currency), `${amount} ${currency}`).toBe(intl(amount, currency));
      }
    }
  });

  it('asks Intl for any other currency', () => {
    expect(formatMoney(-1234.5, 'CHF')).toBe(intl(-1234.5, 'CHF'));
    expect(formatMoney(1, 'JPY')).toBe(intl(1, 'JPY'));
  });
});
