import type { TSkippedDay } from '@deckhand/contract';
import type { DateTime } from 'luxon';
import { dayKeyIn, zonedTime } from '../order-form/delivery/working-days.ts';

/** A day that does not count, by its date in the calendar's zone. */
export type ClosedDay = { reason: 'publicHoliday' | 'closure'; name: string };

/**
 * Whose days count: the order's time zone (where a day starts and ends) and the days that are
 * closed in it (public holidays of the customer's country, the provider's closures), by date.
 * Saturdays and Sundays never count.
 */
export interface BusinessCalendar {
  timeZone: string;
  closedDays: ReadonlyMap<string, ClosedDay>;
}

/** Days walked at most before giving up: a calendar closed for a year is a data error. */
const maxDays = 400;

/** Why the day does not count, or null when it does. */
export function skippedReason(
  day: DateTime,
  calendar: BusinessCalendar,
): Omit<TSkippedDay, 'date'> | null {
  const closed = calendar.closedDays.get(dayKeyIn(day));
  if (closed) return { reason: closed.reason, name: closed.name };
  if (day.weekday > 5) return { reason: 'weekend', name: null };
  return null;
}

/** The calendar days from the moment's day on, each as its start and the next day's start. */
function* daysFrom(moment: Date, calendar: BusinessCalendar) {
  let start = zonedTime(moment, calendar.timeZone).startOf('day');
  for (let walked = 0; walked < maxDays; walked += 1) {
    const end = start.plus({ days: 1 });
    yield { start, end, counts: skippedReason(start, calendar) === null };
    start = end;
  }
  throw new Error(`business time: no end within ${maxDays} days`);
}

/**
 * The moment `ms` of business time after `start`: only the time inside days that count is spent
 * (each day as long as it is in the zone, 23 or 25 hours on a DST change). Started on a day that
 * does not count, the clock begins at the next one's midnight.
 */
export function addBusinessTime(start: Date, ms: number, calendar: BusinessCalendar): Date {
  let left = ms;
  for (const day of daysFrom(start, calendar)) {
    if (!day.counts) continue;
    const from = Math.max(start.getTime(), day.start.toMillis());
    const available = day.end.toMillis() - from;
    if (left <= available) return new Date(from + left);
    left -= available;
  }
  throw new Error('unreachable');
}

/** The business time between two moments (0 when `to` is not after `from`). */
export function businessTimeBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  if (to <= from) return 0;
  let total = 0;
  for (const day of daysFrom(from, calendar)) {
    const dayStart = Math.max(from.getTime(), day.start.toMillis());
    if (dayStart >= to.getTime()) return total;
    if (day.counts) total += Math.min(day.end.toMillis(), to.getTime()) - dayStart;
  }
  return total;
}

/** The days from `from`'s day to `to`'s that do not count, at most `limit`. */
export function skippedDaysBetween(
  from: Date,
  to: Date,
  calendar: BusinessCalendar,
  limit = 31,
): TSkippedDay[] {
  const skipped: TSkippedDay[] = [];
  for (const day of daysFrom(from, calendar)) {
    if (day.start.toMillis() >= to.getTime() || skipped.length >= limit) return skipped;
    const reason = skippedReason(day.start, calendar);
    if (reason) skipped.push({ date: dayKeyIn(day.start), ...reason });
  }
  return skipped;
}

/**
 * The moment `ms` of business time before `end` (a reminder before the window ends): the mirror
 * of addBusinessTime, walking the days back from `end`'s.
 */
export function subtractBusinessTime(end: Date, ms: number, calendar: BusinessCalendar): Date {
  let left = ms;
  let start = zonedTime(end, calendar.timeZone).startOf('day');
  for (let walked = 0; walked < maxDays; walked += 1) {
    if (skippedReason(start, calendar) === null) {
      const until = Math.min(end.getTime(), start.plus({ days: 1 }).toMillis());
      const available = until - start.toMillis();
      if (left <= available) return new Date(until - left);
      left -= available;
    }
    start = start.minus({ days: 1 });
  }
  throw new Error(`business time: no start within ${maxDays} days`);
}
