import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { providerHolidays } from '../../../db/schema/index.ts';
import type { BusinessCalendar, ClosedDay } from './business-time.ts';
import { publicHolidays } from './public-holidays.ts';

/** How far the calendar reads ahead of its start: a window, an extension and a pause fit. */
const spanDays = 120;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The calendar a review counts on from `from`: the order's zone, the public holidays of the
 * team's country (none without one) and the provider's closures (days staff marked with no
 * availability), read from `from`'s eve to spanDays on. A closure wins over a public holiday of
 * the same day (the customer reads "we are closed").
 */
export async function loadBusinessCalendar(
  db: Db,
  options: { countryCode: string | null; timeZone: string; from: Date },
): Promise<BusinessCalendar> {
  const first = new Date(options.from.getTime() - 2 * 86_400_000);
  const last = new Date(options.from.getTime() + spanDays * 86_400_000);
  const closedDays = new Map<string, ClosedDay>();
  if (options.countryCode) {
    for (let year = first.getUTCFullYear(); year <= last.getUTCFullYear(); year += 1) {
      for (const [date, day] of await publicHolidays(options.countryCode, year)) {
        closedDays.set(date, day);
      }
    }
  }
  const closures = await db
    .select({ date: providerHolidays.date, title: providerHolidays.title })
    .from(providerHolidays)
    .where(
      and(
        eq(providerHolidays.noAvailability, true),
        gte(providerHolidays.date, isoDay(first)),
        lt(providerHolidays.date, isoDay(last)),
      ),
    )
    .limit(1000);
  for (const closure of closures) {
    closedDays.set(closure.date, { reason: 'closure', name: closure.title });
  }
  return { timeZone: options.timeZone, closedDays };
}
