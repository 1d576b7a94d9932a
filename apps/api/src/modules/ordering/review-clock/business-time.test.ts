import { hourMs } from '@deckhand/contract';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addBusinessTime,
  type BusinessCalendar,
  businessTimeBetween,
  type ClosedDay,
  skippedDaysBetween,
  subtractBusinessTime,
} from './business-time.ts';
import { publicHolidays } from './public-holidays.ts';

const week = 5 * 24 * hourMs;

/** A wall-clock time in a zone, as the instant it is. */
const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toJSDate();
/** An instant as the wall clock of a zone reads it. */
const local = (moment: Date, zone: string) =>
  DateTime.fromJSDate(moment, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");

async function calendarOf(
  timeZone: string,
  countryCode: string | null,
  closures: Record<string, string> = {},
): Promise<BusinessCalendar> {
  const closedDays = new Map<string, ClosedDay>();
  if (countryCode) {
    for (const year of [2026, 2027]) {
      for (const [date, day] of await publicHolidays(countryCode, year)) closedDays.set(date, day);
    }
  }
  for (const [date, name] of Object.entries(closures)) {
    closedDays.set(date, { reason: 'closure', name });
  }
  return { timeZone, closedDays };
}

describe('the review clock’s business time', () => {
  it('skips the weekend: five business days from a Friday afternoon end the next Friday', async () => {
    const zone = 'Europe/Copenhagen';
    const calendar = await calendarOf(zone, 'DK');
    const friday = at('2026-11-27T15:00', zone);
    expect(local(addBusinessTime(friday, week, calendar), zone)).toBe('2026-12-04T15:00');
    // Delivered on a Saturday, the clock starts on Monday: it ends as Friday ends.
    const saturday = at('2026-11-28T12:00', zone);
    expect(local(addBusinessTime(saturday, week, calendar), zone)).toBe('2026-12-05T00:00');
    expect(businessTimeBetween(friday, at('2026-12-04T15:00', zone), calendar)).toBe(week);
    expect(skippedDaysBetween(friday, at('2026-12-04T15:00', zone), calendar)).toEqual([
      { date: '2026-11-28', reason: 'weekend', name: null },
      { date: '2026-11-29', reason: 'weekend', name: null },
    ]);
  });

  it('skips the provider’s closures', async () => {
    const zone = 'Europe/Copenhagen';
    const calendar = await calendarOf(zone, 'DK', { '2026-12-02': 'Studio day' });
    const due = addBusinessTime(at('2026-11-27T15:00', zone), week, calendar);
    expect(local(due, zone)).toBe('2026-12-07T15:00');
    expect(skippedDaysBetween(at('2026-11-27T15:00', zone), due, calendar)).toContainEqual({
      date: '2026-12-02',
      reason: 'closure',
      name: 'Studio day',
    });
  });

  it('skips the customer’s public holidays on both sides of the date line', async () => {
    // Auckland (UTC+13 in December): Christmas, Boxing Day and its Monday, New Year, the day
    // after and its Monday.
    const auckland = 'Pacific/Auckland';
    const nz = await calendarOf(auckland, 'NZ');
    const fromAuckland = at('2026-12-23T10:00', auckland);
    const dueAuckland = addBusinessTime(fromAuckland, week, nz);
    expect(local(dueAuckland, auckland)).toBe('2027-01-05T10:00');
    expect(
      skippedDaysBetween(fromAuckland, dueAuckland, nz).filter(
        (day) => day.reason === 'publicHoliday',
      ),
    ).toEqual([
      { date: '2026-12-25', reason: 'publicHoliday', name: 'Christmas Day' },
      { date: '2026-12-26', reason: 'publicHoliday', name: 'Boxing Day' },
      { date: '2026-12-28', reason: 'publicHoliday', name: 'Boxing Day (substitute day)' },
      { date: '2027-01-01', reason: 'publicHoliday', name: "New Year's Day" },
      { date: '2027-01-02', reason: 'publicHoliday', name: "Day after New Year's Day" },
      {
        date: '2027-01-04',
        reason: 'publicHoliday',
        name: "Day after New Year's Day (substitute day)",
      },
    ]);
    // Pago Pago (UTC-11), the same wall-clock moment a day later in UTC: only Christmas is off.
    const pagoPago = 'Pacific/Pago_Pago';
    const as = await calendarOf(pagoPago, 'AS');
    const fromPagoPago = at('2026-12-23T10:00', pagoPago);
    expect(fromPagoPago.getTime() - fromAuckland.getTime()).toBe(24 * hourMs);
    expect(local(addBusinessTime(fromPagoPago, week, as), pagoPago)).toBe('2026-12-31T10:00');
  });

  it('places reminders in business time before the end, and measures what is left', async () => {
    const zone = 'Europe/Copenhagen';
    const calendar = await calendarOf(zone, null);
    const monday = at('2026-12-07T15:00', zone);
    expect(local(subtractBusinessTime(monday, 48 * hourMs, calendar), zone)).toBe(
      '2026-12-03T15:00',
    );
    expect(local(subtractBusinessTime(monday, 4 * hourMs, calendar), zone)).toBe(
      '2026-12-07T11:00',
    );
    // Four hours before a Monday 02:00 end is Friday 22:00: the weekend does not count.
    const early = at('2026-12-07T02:00', zone);
    const reminder = subtractBusinessTime(early, 4 * hourMs, calendar);
    expect(local(reminder, zone)).toBe('2026-12-04T22:00');
    expect(businessTimeBetween(reminder, early, calendar)).toBe(4 * hourMs);
    expect(businessTimeBetween(early, reminder, calendar)).toBe(0);
  });

  it('counts a day as long as it is where the customer is (a DST change on a weekday)', async () => {
    const zone = 'America/New_York';
    const calendar = await calendarOf(zone, null);
    const friday = at('2026-10-30T12:00', zone);
    const due = addBusinessTime(friday, week, calendar);
    // The clocks go back on Sunday 1 November: the weekend does not count either way.
    expect(local(due, zone)).toBe('2026-11-06T12:00');
    expect(due.getTime() - friday.getTime()).toBe(7 * 24 * hourMs + hourMs);
  });
});
