import { describe, expect, it } from 'vitest';
import { fromDeliveryAt, hourSlots, toDeliveryAt } from './delivery-time';
import { formatInZone } from './format-in-zone';

describe('delivery times', () => {
  it('offers 24 hourly slots in 12-hour style at minute 0 (§9)', () => {
    expect(hourSlots).toHaveLength(24);
    expect(hourSlots.map((slot) => slot.label).slice(0, 2)).toEqual(['12:00 AM', '1:00 AM']);
    expect(hourSlots[12]).toEqual({ value: '12', label: '12:00 PM' });
    expect(hourSlots[23]).toEqual({ value: '23', label: '11:00 PM' });
  });

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

  it("turns a day and hour in the customer's zone into the server's UTC timestamp and back", () => {
    const value = toDeliveryAt('2026-11-30', 14, 'Europe/Copenhagen');
    expect(value).toBe('2026-11-30T13:00:00.000000Z');
    expect(fromDeliveryAt(value, 'Europe/Copenhagen')).toEqual({ day: '2026-11-30', hour: 14 });
    expect(toDeliveryAt('2026-07-01', 0, 'America/New_York')).toBe('2026-07-01T04:00:00.000000Z');
  });
});
