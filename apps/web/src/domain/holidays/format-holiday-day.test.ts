import { describe, expect, it } from 'vitest';
import { formatHolidayDay } from './format-holiday-day';

describe('formatHolidayDay', () => {
  it('writes a day as en-GB does, with and without its year', () => {
    expect(formatHolidayDay('2026-12-04')).toBe('Friday, 4 December 2026');
    expect(formatHolidayDay('2026-12-04', { withYear: false })).toBe('Friday 4 December');
    const format = (withYear: boolean) =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        ...(withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 86_400_000) {
      const day = new Date(at).toISOString().slice(0, 10);
      expect(formatHolidayDay(day)).toBe(format(true).format(new Date(at)));
      expect(formatHolidayDay(day, { withYear: false })).toBe(format(false).format(new Date(at)));
    }
  });

  it('leaves text that is no day as it is', () => {
    expect(formatHolidayDay('soon')).toBe('soon');
  });
});
