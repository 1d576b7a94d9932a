import { dayMs } from '@deckhand/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { providerHolidays } from '../schema/index.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** How far ahead the demo calendar reaches from the day it is seeded. */
export const demoHolidayHorizonDays = 61;

/**
 * The demo provider holidays (demo data, not reference data): Christmas Day, Boxing Day and
 * New Year's Day of the right years when they fall in the next two months, and a company day
 * three weeks ahead (the first weekday from then), so the date picker always shows a holiday.
 */
export function demoHolidaysFrom(now: Date): { date: string; title: string; message: string }[] {
  const today = isoDay(now);
  const until = isoDay(new Date(now.getTime() + demoHolidayHorizonDays * dayMs));
  const year = now.getUTCFullYear();
  const fixed = [year, year + 1].flatMap((y) => [
    { date: `${y}-12-25`, title: 'Christmas Day', message: 'Our studio is closed for Christmas.' },
    { date: `${y}-12-26`, title: 'Boxing Day', message: 'Our studio is closed for Christmas.' },
    { date: `${y}-01-01`, title: "New Year's Day", message: 'Our studio is closed for New Year.' },
  ]);
  let companyDay = new Date(now.getTime() + 21 * dayMs);
  while ([0, 6].includes(companyDay.getUTCDay()))
    companyDay = new Date(companyDay.getTime() + dayMs);
  const company = {
    date: isoDay(companyDay),
    title: 'Company day',
    message: 'The whole team is together for our yearly company day.',
  };
  return [
    ...fixed.filter((holiday) => holiday.date >= today && holiday.date <= until),
    company,
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/** Adds the demo holidays that are not there yet (same date and title). */
export async function seedDemoHolidays(db: Db, now: Date = new Date()): Promise<void> {
  const holidays = demoHolidaysFrom(now);
  const existing = await db
    .select({ date: providerHolidays.date, title: providerHolidays.title })
    .from(providerHolidays)
    .where(
      and(
        inArray(
          providerHolidays.date,
          holidays.map((holiday) => holiday.date),
        ),
        eq(providerHolidays.noAvailability, true),
      ),
    );
  const taken = new Set(existing.map((row) => `${row.date} ${row.title}`));
  const missing = holidays.filter((holiday) => !taken.has(`${holiday.date} ${holiday.title}`));
  if (missing.length > 0) {
    await db
      .insert(providerHolidays)
      .values(missing.map((holiday) => ({ ...holiday, noAvailability: true })));
  }
}
