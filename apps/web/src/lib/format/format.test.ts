import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { formatMoney } from './format-money';

describe('formatting (§9)', () => {
  it('formats server dates as D MMM YYYY by default', () => {
    expect(formatDate('2025-03-07')).toBe('7 Mar 2025');
    expect(formatDate('2025-03-07T12:30:00.000000Z', 'long')).toBe('7 March 2025');
  });

  it('formats money in en-US with spaces between groups and 2 decimals', () => {
    expect(formatMoney(1234567.891)).toBe('$1 234 567.89');
    expect(formatMoney(50, 'EUR')).toBe('€50.00');
  });
});
