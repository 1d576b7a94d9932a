import { DateTime } from 'luxon';
import { findCachedZone } from './cached-zone.ts';

/** A moment in an IANA zone; throws on a zone the runtime does not know (a data error). */
export function zonedTime(moment: Date, timeZone: string): DateTime {
  const zone = findCachedZone(timeZone);
  const zoned = zone ? DateTime.fromJSDate(moment, { zone }) : null;
  if (!zoned?.isValid) throw new Error(`Unknown time zone: ${timeZone}`);
  return zoned;
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * The moment's calendar date in its zone, 'YYYY-MM-DD'. Built from the parts: the form asks it
 * for every picker day and every step of a delivery walk, and luxon's toFormat costs 20x more.
 */
export function dayKeyIn(moment: DateTime): string {
  return `${moment.year}-${twoDigits(moment.month)}-${twoDigits(moment.day)}`;
}

/** Monday to Friday in the moment's zone, and not a closed day (a holiday with no availability). */
export function isWorkingDay(moment: DateTime, closedDays: ReadonlyMap<string, string>): boolean {
  return moment.weekday <= 5 && !closedDays.has(dayKeyIn(moment));
}

/** The next working day after the moment's day, at the same local time (DST-safe). */
export function nextWorkingDay(
  moment: DateTime,
  closedDays: ReadonlyMap<string, string>,
): DateTime {
  let day = moment.plus({ days: 1 });
  while (!isWorkingDay(day, closedDays)) day = day.plus({ days: 1 });
  return day;
}
