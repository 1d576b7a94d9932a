import { dayMs } from '@deckhand/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { providerHolidays } from '../schema/index.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The studio's holiday closure (demo data): every day from 24 December to 1 January of the
 * season not yet over on `now`, and the first working day after it. The one source of the demo
 * holidays in those days and of the holiday banner that announces them (demo-alerts.ts), so the
 * banner, the calendar, the date picker and the promise agree.
 */
export function holidayClosureFrom(now: Date) {
  const today = isoDay(now);
  const year = today.endsWith('-01-01') ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  const first = new Date(Date.UTC(year, 11, 24));
  const last = new Date(Date.UTC(year + 1, 0, 1));
  let reopens = new Date(last.getTime() + dayMs);
  while ([0, 6].includes(reopens.getUTCDay())) reopens = new Date(reopens.getTime() + dayMs);
  const message = 'Our studio is closed for the holidays.';
  const named: Record<string, string> = {
    [`${year}-12-24`]: 'Christmas Eve',
    [`${year}-12-25`]: 'Christmas Day',
    [`${year}-12-26`]: 'Boxing Day',
    [`${year + 1}-01-01`]: "New Year's Day",
  };
  const days: { date: string; title: string; message: string }[] = [];
  for (let day = first; day <= last; day = new Date(day.getTime() + dayMs)) {
    const date = isoDay(day);
    days.push({ date, title: named[date] ?? 'Holiday closure', message });
  }
  return {
    days,
    reopensAt: reopens,
    alert: {
      key: 'holiday',
      type: 'info',
      message:
        `Our studio is closed for the holidays from ${longDate.format(first)} to ` +
        `${longDate.format(last)}. Orders placed in that time are scheduled from ` +
        `${longDate.format(reopens)}; urgent requests are still answered by email.`,
      endsAt: reopens,
    },
  } as const;
}

/**
 * The demo provider holidays (demo data, not reference data): the holiday closure the banner
 * announces (every day of it), and a company day three weeks ahead (the first weekday from then,
 * outside the closure), so the date picker always shows a holiday.
 */
export function demoHolidaysFrom(now: Date): { date: string; title: string; message: string }[] {
  const closure = holidayClosureFrom(now);
  const closed = new Set(closure.days.map((day) => day.date));
  let companyDay = new Date(now.getTime() + 21 * dayMs);
  while ([0, 6].includes(companyDay.getUTCDay()) || closed.has(isoDay(companyDay)))
    companyDay = new Date(companyDay.getTime() + dayMs);
  const company = {
    date: isoDay(companyDay),
    title: 'Company day',
    message: 'The whole team is together for our yearly company day.',
  };
  return [...closure.days, company].sort((a, b) => a.date.localeCompare(b.date));
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
