import { describe, expect, it } from 'vitest';
import {
  dayMs,
  formatDate,
  formatDateTime,
  formatDayIn,
  formatLongDate,
  hourMs,
  minuteMs,
} from './dates.ts';

describe('dates (§9 date formats)', () => {
  it('formats server dates as D MMM YYYY by default', () => {
    expect(formatDate('2025-03-07')).toBe('7 Mar 2025');
    expect(formatDate('2025-03-07T12:30:00.000000Z', 'long')).toBe('7 March 2025');
    expect(formatDate('2025-09-17', 'short')).toBe('17 Sep 2025');
  });

  it('writes every format of §9', () => {
    const at = new Date('2026-11-05T16:07:00.000Z');
    expect(formatDate(at, 'long', 'UTC')).toBe('5 November 2026');
    expect(formatDate(at, 'iso', 'UTC')).toBe('2026-11-05');
    expect(formatDate(at, 'dateTime', 'UTC')).toBe('4:07 PM, 05 November, 2026');
    expect(formatDate(at, 'short', 'UTC')).toBe('5 Nov 2026');
    expect(formatDate(at, 'dotted', 'UTC')).toBe('5.11.2026');
  });

  it("shows a UTC date in the customer's zone as 'h:mm A, DD MMMM, YYYY'", () => {
    expect(formatDateTime('2026-11-26T16:00:00.000000Z', 'Europe/Copenhagen')).toBe(
      '5:00 PM, 26 November, 2026',
    );
    expect(formatDateTime('2026-07-01T23:30:00.000000Z', 'America/New_York')).toBe(
      '7:30 PM, 01 July, 2026',
    );
    expect(formatDateTime('2026-01-05T00:05:00.000000Z', 'UTC')).toBe('12:05 AM, 05 January, 2026');
    expect(formatDateTime(new Date('2026-11-27T14:00:00Z'), 'Europe/Copenhagen')).toBe(
      '3:00 PM, 27 November, 2026',
    );
    expect(formatDateTime('2026-06-30T12:00:00.000000Z', 'UTC')).toBe('12:00 PM, 30 June, 2026');
  });

  it('writes the long date in a zone, and a plain day as that day in any zone', () => {
    expect(formatLongDate(new Date('2026-03-05T23:30:00Z'), 'UTC')).toBe('5 March 2026');
    expect(formatLongDate(new Date('2026-03-05T23:30:00Z'), 'Europe/Copenhagen')).toBe(
      '6 March 2026',
    );
    expect(formatLongDate('2026-12-25', 'America/Los_Angeles')).toBe('25 December 2026');
  });

  it('writes the weekday of a day as Intl does, every day of 2025-2027', () => {
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += dayMs) {
      const day = new Date(at).toISOString().slice(0, 10);
      const name = weekday.format(new Date(at));
      expect(formatDate(day, 'weekday')).toBe(`${name}, ${formatLongDate(day)}`);
      expect(formatDate(new Date(at + 13 * hourMs), 'weekdayShort', 'UTC')).toBe(
        `${name} ${formatLongDate(day).replace(/ \d+$/, '')}`,
      );
    }
    // A year under 100 is that year (Date.UTC would read 1926, a Friday).
    expect(formatDate('0026-03-05', 'weekday')).toBe('Thursday, 5 March 26');
  });

  it('answers the day an instant falls on in a zone', () => {
    const at = new Date('2026-11-26T23:30:00Z');
    expect(formatDayIn(at, 'UTC')).toBe('2026-11-26');
    expect(formatDayIn(at, 'Europe/Copenhagen')).toBe('2026-11-27');
    expect(formatDayIn(at, 'America/New_York')).toBe('2026-11-26');
    expect(formatDayIn(new Date('2026-11-28T03:00:00Z'), 'Pacific/Honolulu')).toBe('2026-11-27');
    expect(formatDayIn(new Date('2026-12-31T23:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-01');
  });

  it('falls back to UTC for a zone the runtime does not know, and leaves text that is no date', () => {
    expect(formatDateTime('2026-01-05T00:05:00.000000Z', 'Mars/Olympus')).toBe(
      '12:05 AM, 05 January, 2026',
    );
    expect(formatDateTime('not a date', 'UTC')).toBe('not a date');
    expect(formatLongDate(new Date(Number.NaN), 'UTC')).toBe('');
  });

  it("reads UTC and the runtime's own zone without Intl as Intl reads them (issue 33)", () => {
    const savedZone = process.env.TZ;
    // A half-hour offset with summer time: the runtime's own zone read from the Date's getters.
    process.env.TZ = 'America/St_Johns';
    try {
      const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(ownZone).toBe('America/St_Johns');
      for (
        let at = Date.UTC(2025, 0, 1);
        at < Date.UTC(2027, 0, 1);
        at += 3 * hourMs + 7 * minuteMs
      ) {
        const date = new Date(at);
        expect(formatDateTime(date, 'UTC')).toBe(formatDateTime(date, 'Etc/UTC'));
        expect(formatDateTime(date)).toBe(formatDateTime(date, ownZone));
        expect(formatDayIn(date)).toBe(formatDayIn(date, ownZone));
      }
    } finally {
      if (savedZone === undefined) delete process.env.TZ;
      else process.env.TZ = savedZone;
    }
  });

  it('counts a minute, an hour and a day in milliseconds', () => {
    expect(minuteMs).toBe(60_000);
    expect(hourMs).toBe(3_600_000);
    expect(dayMs).toBe(86_400_000);
  });
});
