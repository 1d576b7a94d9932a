import type { THolidaysResponse } from '@deckhand/contract';
import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { providerHolidays } from '../../db/schema/index.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days the calendar covers: from the first of last month (the month view can step back) to
 * the first of the month thirteen months on (a year of reminders ahead).
 */
export function calendarWindow(now: Date): { from: string; until: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    from: isoDay(new Date(Date.UTC(year, month - 1, 1))),
    until: isoDay(new Date(Date.UTC(year, month + 13, 1))),
  };
}

/** The provider's holidays in the window, by day (§3), each day's in the order staff added them. */
export async function readHolidayDays(db: Db, now = new Date()): Promise<THolidaysResponse> {
  const { from, until } = calendarWindow(now);
  const rows = await db
    .select()
    .from(providerHolidays)
    .where(and(gte(providerHolidays.date, from), lt(providerHolidays.date, until)))
    .orderBy(asc(providerHolidays.date), asc(providerHolidays.id))
    .limit(2000);
  const days: THolidaysResponse['days'] = {};
  for (const row of rows) {
    const entry = {
      id: row.id,
      title: row.title,
      message: row.message,
      no_availability: row.noAvailability,
    };
    const day = days[row.date];
    if (day) day.push(entry);
    else days[row.date] = [entry];
  }
  return { days };
}
