import { describe, expect, it } from 'vitest';
import { formatInZone } from './format-in-zone';

describe('formatInZone', () => {
  it("shows a UTC date in the customer's zone as 'h:mm A, DD MMMM, YYYY'", () => {
    expect(formatInZone('2026-11-26T16:00:00.000000Z', 'Europe/Copenhagen')).toBe(
      '5:00 PM, 26 November, 2026',
    );
    expect(formatInZone('2026-07-01T23:30:00.000000Z', 'America/New_York')).toBe(
      '7:30 PM, 01 July, 2026',
    );
    expect(formatInZone('2026-01-05T00:05:00.000000Z', 'UTC')).toBe('12:05 AM, 05 January, 2026');
    expect(formatInZone('not a date', 'UTC')).toBe('not a date');
  });
});
