import { describe, expect, it } from 'vitest';
import { flattenHolidays, upcomingHolidays } from './holidays.ts';

const entry = (id: number, title: string, no_availability = true) => ({
  id,
  title,
  message: `${title} message`,
  no_availability,
});

describe('the holiday calendar', () => {
  it('flattens the days map soonest first, one range per run of days with the same title', () => {
    const flat = flattenHolidays({
      '2027-01-01': [entry(3, "New Year's Day")],
      '2026-12-24': [entry(1, 'Christmas closure')],
      '2026-12-25': [entry(2, 'Christmas closure'), entry(7, 'Short staffed', false)],
      '2026-12-31': [entry(9, 'Christmas closure')],
    });
    expect(flat.map(({ date, id, rangeId }) => [date, id, rangeId])).toEqual([
      ['2026-12-24', 1, 1],
      ['2026-12-25', 2, 1],
      ['2026-12-25', 7, 7],
      // A gap of days starts a new range, even under the same title.
      ['2026-12-31', 9, 9],
      ['2027-01-01', 3, 3],
    ]);
    expect(flat[2]).toMatchObject({ no_availability: false, message: 'Short staffed message' });
  });

  it('lists as upcoming the holidays of today and later', () => {
    const flat = flattenHolidays({
      '2026-11-26': [entry(1, 'Yesterday')],
      '2026-11-27': [entry(2, 'Today')],
      '2026-11-28': [entry(3, 'Tomorrow')],
    });
    expect(upcomingHolidays(flat, '2026-11-27').map((holiday) => holiday.id)).toEqual([2, 3]);
    expect(upcomingHolidays(flattenHolidays({}), '2026-11-27')).toEqual([]);
  });
});
