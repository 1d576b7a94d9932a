import type { ClosedDay } from './business-time.ts';

type HolidaysModule = typeof import('date-holidays');

/** date-holidays holds every country's rules (~1 MB): loaded on the first clock, not at start. */
let loaded: Promise<HolidaysModule> | null = null;
/** A country's public holidays of a year, by date: pure reference data, the same on every instance. */
const byCountryYear = new Map<string, ReadonlyMap<string, ClosedDay>>();

/**
 * The public holidays of a country (ISO 3166-1 alpha-2) in a year, by their date there, named in
 * English: date-holidays' `public` type only (bank holidays, observances and optional days count
 * as business days). A country the data does not know has none.
 */
export async function publicHolidays(
  countryCode: string,
  year: number,
): Promise<ReadonlyMap<string, ClosedDay>> {
  const key = `${countryCode}:${year}`;
  const known = byCountryYear.get(key);
  if (known) return known;
  loaded ??= import('date-holidays');
  const { default: Holidays } = await loaded;
  const days = new Map<string, ClosedDay>();
  const holidays = new Holidays(countryCode, { languages: ['en'], types: ['public'] });
  for (const holiday of holidays.getHolidays(year, 'en') || []) {
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    if (!days.has(date)) days.set(date, { reason: 'publicHoliday', name: holiday.name });
  }
  byCountryYear.set(key, days);
  return days;
}
