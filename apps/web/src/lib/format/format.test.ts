import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatting (§9)', () => {
  it('formats server dates as D MMM YYYY by default', () => {
    expect(formatDate('2025-03-07')).toBe('7 Mar 2025');
    expect(formatDate('2025-03-07T12:30:00.000000Z', 'long')).toBe('7 March 2025');
  });
});
