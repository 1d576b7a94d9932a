import { describe, expect, it } from 'vitest';
import { fromDeliveryAt, hourSlots, toDeliveryAt } from './delivery-time';

describe('delivery times', () => {
  it('offers 24 hourly slots in 12-hour style at minute 0 (§9)', () => {
    expect(hourSlots).toHaveLength(24);
    expect(hourSlots.map((slot) => slot.label).slice(0, 2)).toEqual(['12:00 AM', '1:00 AM']);
    expect(hourSlots[12]).toEqual({ value: '12', label: '12:00 PM' });
    expect(hourSlots[23]).toEqual({ value: '23', label: '11:00 PM' });
  });

  it("turns a day and hour in the customer's zone into the server's UTC timestamp and back", () => {
    const value = toDeliveryAt('2026-11-30', 14, 'Europe/Copenhagen');
    expect(value).toBe('2026-11-30T13:00:00.000000Z');
    expect(fromDeliveryAt(value, 'Europe/Copenhagen')).toEqual({ day: '2026-11-30', hour: 14 });
    expect(toDeliveryAt('2026-07-01', 0, 'America/New_York')).toBe('2026-07-01T04:00:00.000000Z');
  });
});
