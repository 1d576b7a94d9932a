import {
  formatDayIn,
  holidayNotificationKinds,
  type TCalendarHoliday,
  type THolidayNotificationKind,
  upcomingHolidays,
} from '@deckhand/contract';

export type TReminderSettings = Record<THolidayNotificationKind, boolean>;
/** When each reminder was dismissed or clicked, by reminderKey. */
export type TDismissedReminders = Record<string, string>;
export type THolidayReminder = { holiday: TCalendarHoliday; kind: THolidayNotificationKind };

export const defaultReminderSettings: TReminderSettings = {
  daily: true,
  weekly: true,
  monthly: true,
};

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The Monday of the calendar week holding `day` (weeks run Monday to Sunday). */
function mondayOf(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return addDays(day, -weekday);
}

/** YYYY-MM of the calendar month after the one holding `day`. */
function nextMonthOf(day: string): string {
  const date = toDate(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return toDay(date).slice(0, 7);
}

/**
 * Which reminder a holiday on `date` gets `today` (§4), the first that matches in this order:
 * daily (today or tomorrow), weekly (in the next calendar week), monthly (in the next calendar
 * month); null when none does.
 */
export function reminderKindOf(date: string, today: string): THolidayNotificationKind | null {
  const matches: Record<THolidayNotificationKind, () => boolean> = {
    daily: () => date === today || date === addDays(today, 1),
    weekly: () => {
      const start = addDays(mondayOf(today), 7);
      return date >= start && date <= addDays(start, 6);
    },
    monthly: () => date.slice(0, 7) === nextMonthOf(today),
  };
  return holidayNotificationKinds.find((kind) => matches[kind]()) ?? null;
}

/** The key a reminder is remembered by: its holiday's range and its kind. */
export const reminderKey = (reminder: THolidayReminder) =>
  `${reminder.holiday.rangeId}:${reminder.kind}`;

/**
 * The reminder to show now, if any: the soonest upcoming holiday range whose kind (the first
 * that matches its next day) is switched on and was not dismissed or clicked before.
 */
export function pickHolidayReminder(options: {
  holidays: readonly TCalendarHoliday[];
  now: Date;
  /** The browser's own zone when none is given. */
  timeZone?: string;
  settings: TReminderSettings;
  dismissed: TDismissedReminders;
}): THolidayReminder | null {
  const today = formatDayIn(options.now, options.timeZone);
  const seenRanges = new Set<number>();
  for (const holiday of upcomingHolidays(options.holidays, today)) {
    if (seenRanges.has(holiday.rangeId)) continue;
    seenRanges.add(holiday.rangeId);
    const kind = reminderKindOf(holiday.date, today);
    if (!kind || !options.settings[kind]) continue;
    const reminder = { holiday, kind };
    if (options.dismissed[reminderKey(reminder)]) continue;
    return reminder;
  }
  return null;
}
