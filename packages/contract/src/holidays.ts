import { z } from 'zod';

/**
 * The holiday calendar (§2.2 /my-profile/holidays-calendar, §3 holiday entry, §4 holiday
 * notifications): the provider's closures as staff keep them, for every member of a team.
 */

/** One holiday of a day, as GET /holidays sends it (§3). */
export const ZHolidayEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** No designers that day: nothing is delivered on it. */
  no_availability: z.boolean(),
});
export type THolidayEntry = z.infer<typeof ZHolidayEntry>;

/** GET /holidays: a map from a day (YYYY-MM-DD) to its holidays, from last month on. */
export const ZHolidaysResponse = z.object({
  days: z.record(z.iso.date(), z.array(ZHolidayEntry)),
});
export type THolidaysResponse = z.infer<typeof ZHolidaysResponse>;

/** A holiday on its day, as the calendar works with it (§3: flattened, with its range). */
export type TCalendarHoliday = THolidayEntry & {
  date: string;
  /** The id of the first day of its range: consecutive days with the same title are one. */
  rangeId: number;
};

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The days map flattened to one entry per holiday and day, soonest first (§3). */
export function flattenHolidays(days: THolidaysResponse['days']): TCalendarHoliday[] {
  const entries = Object.entries(days)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([date, holidays]) => holidays.map((holiday) => ({ ...holiday, date })));
  const rangeOf = new Map<string, { rangeId: number; lastDate: string }>();
  return entries.map((entry) => {
    const open = rangeOf.get(entry.title);
    const rangeId = open && nextDay(open.lastDate) === entry.date ? open.rangeId : entry.id;
    rangeOf.set(entry.title, { rangeId, lastDate: entry.date });
    return { ...entry, rangeId };
  });
}

/** The holidays dated today or later (§3's upcoming list); `today` is YYYY-MM-DD. */
export function upcomingHolidays(
  holidays: readonly TCalendarHoliday[],
  today: string,
): TCalendarHoliday[] {
  return holidays.filter((holiday) => holiday.date >= today);
}

export const holidayCalendarMessages = {
  heading: 'Holiday calendar',
  intro:
    'Days our studio is closed or short of designers. Nothing is delivered on a day without designers; orders are planned around it.',
  views: { calendar: 'Month', list: 'List', table: 'Table' },
  upcoming: 'Upcoming',
  noUpcoming: 'No holidays ahead. We will list them here as soon as they are planned.',
  noneThisMonth: 'No holidays this month.',
  noAvailability: 'Closed',
  reducedAvailability: 'Fewer designers',
  columns: { date: 'Date', title: 'Holiday', availability: 'Designers', message: 'Message' },
  settingsHeading: 'Reminders',
  settingsIntro: 'We remind you of holidays ahead when you open your account.',
  settings: {
    daily: 'When a holiday is today or tomorrow',
    weekly: 'When a holiday is next week',
    monthly: 'When a holiday is next month',
  },
  /** `when`: 'today', 'tomorrow', 'next week, on Wednesday 2 December' ... */
  reminder: (title: string, when: string, isClosed: boolean) =>
    `${title} is ${when}: ${isClosed ? 'our studio is closed' : 'we have fewer designers'}.`,
  reminderLink: 'Open the holiday calendar',
  loadFailed: 'We could not load the holidays. Please try again.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
} as const;
