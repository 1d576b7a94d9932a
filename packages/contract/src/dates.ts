import { dateFormats } from './constants.ts';
import { noteZoneParts, readKnownZoneParts } from './zone-offsets.ts';

/**
 * Dates as people read them (§9 date formats), for every screen and mail: the browser's and the
 * server's Intl turn an instant into its calendar parts in a time zone, and the spec's patterns
 * ('D MMMM YYYY', 'h:mm A, DD MMMM, YYYY' ...) are written from those parts in English. No date
 * library: the first screens download none, and the mails read the same as the pages.
 * Zone arithmetic (a local day and hour to an instant, working-day walks) is luxon's in the API.
 */

export const minuteMs = 60 * 1000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

export type TDateFormat = keyof typeof dateFormats;

type TDateParts = { year: number; month: number; day: number; hour: number; minute: number };

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** One parts formatter per zone ('' is the runtime's own); a zone the runtime lacks is UTC. */
const partFormatters = new Map<string, Intl.DateTimeFormat>();
const partFormattersMax = 1000;

function createPartFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
}

function getPartFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = partFormatters.get(key);
  if (!formatter) {
    try {
      formatter = createPartFormatter(timeZone);
    } catch {
      formatter = createPartFormatter('UTC');
    }
    if (partFormatters.size >= partFormattersMax) partFormatters.clear();
    partFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The parts in UTC or in the runtime's own zone, read from the Date itself: a browser's first
 * Intl formatter loads its locale data, ~70 ms of a phone's main thread (~300 ms under
 * Lighthouse's 4x CPU), and pages hydrate their dates in UTC and then show them in the browser's
 * zone (useDisplayTimeZone), so neither needs Intl (issue 33). Null for a named zone, and for a
 * year Intl writes with an era.
 */
function readWithoutIntl(date: Date, timeZone: string | undefined): TDateParts | null {
  const utc = timeZone === 'UTC';
  if (!utc && timeZone !== undefined) return null;
  const [year, month, day, hour, minute] = utc
    ? [
        date.getUTCFullYear(),
        date.getUTCMonth(),
        date.getUTCDate(),
        date.getUTCHours(),
        date.getUTCMinutes(),
      ]
    : [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()];
  return year < 1 ? null : { year, month: month + 1, day, hour, minute };
}

/** The calendar parts of a value in a zone; a plain day ('YYYY-MM-DD') is that day anywhere. */
function toDateParts(value: Date | string, timeZone: string | undefined): TDateParts | null {
  if (typeof value === 'string') {
    const day = dayPattern.exec(value);
    if (day) {
      return {
        year: Number(day[1]),
        month: Number(day[2]),
        day: Number(day[3]),
        hour: 0,
        minute: 0,
      };
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const own = readWithoutIntl(date, timeZone);
  if (own) return own;
  // A named zone: the offset the server noted for this instant (zone-offsets.ts), else Intl.
  const known = timeZone === undefined ? null : readKnownZoneParts(date, timeZone);
  if (known) return known;
  const parts: Record<string, number> = {};
  for (const part of getPartFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const read = {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
  if (timeZone !== undefined) noteZoneParts(date, timeZone, read);
  return read;
}

/** 0 for Sunday ... 6 for Saturday (setUTCFullYear: Date.UTC would read year 26 as 1926). */
function weekdayOf({ year, month, day }: TDateParts): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDay();
}

const tokens = /YYYY|MMMM|MMM|MM|dddd|DD|D|HH|h|mm|A/g;

function writeToken(token: string, parts: TDateParts): string {
  const monthName = monthNames[parts.month - 1] ?? '';
  switch (token) {
    case 'YYYY':
      return String(parts.year);
    case 'MMMM':
      return monthName;
    case 'MMM':
      return monthName.slice(0, 3);
    case 'MM':
      return twoDigits(parts.month);
    case 'dddd':
      return weekdayNames[weekdayOf(parts)] ?? '';
    case 'DD':
      return twoDigits(parts.day);
    case 'D':
      return String(parts.day);
    case 'HH':
      return twoDigits(parts.hour);
    case 'h':
      return String(parts.hour % 12 === 0 ? 12 : parts.hour % 12);
    case 'mm':
      return twoDigits(parts.minute);
    default:
      return parts.hour < 12 ? 'AM' : 'PM';
  }
}

/**
 * A date in one of the spec's formats (§9), 'D MMM YYYY' unless told: a server timestamp or a
 * Date as it reads in `timeZone` (the runtime's own zone when none is given; UTC for a zone the
 * runtime does not know), a plain day as that day. Text that is not a date comes back as it is.
 */
export function formatDate(
  value: Date | string,
  format: TDateFormat = 'short',
  timeZone?: string,
): string {
  const parts = toDateParts(value, timeZone);
  if (!parts) return typeof value === 'string' ? value : '';
  return dateFormats[format].replace(tokens, (token) => writeToken(token, parts));
}

/** §9 'h:mm A, DD MMMM, YYYY' in a zone: '3:00 PM, 27 November, 2026'. */
export function formatDateTime(value: Date | string, timeZone?: string): string {
  return formatDate(value, 'dateTime', timeZone);
}

/** §9 'D MMMM YYYY' in a zone: '5 March 2026'. */
export function formatLongDate(value: Date | string, timeZone?: string): string {
  return formatDate(value, 'long', timeZone);
}

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a zone, the runtime's own when none is
 * given: '2026-11-27'.
 */
export function formatDayIn(value: Date, timeZone?: string): string {
  return formatDate(value, 'iso', timeZone);
}
