import { formatLongDate } from '@deckhand/contract';

const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * A holiday's day (YYYY-MM-DD) as people say it: 'Friday, 4 December 2026', or 'Friday 4
 * December' without the year, as en-GB writes them. Written here, not by Intl: the holiday
 * reminder's toast shows on the first page of a visit, and a browser's first Intl formatter costs
 * a phone ~70 ms of its main thread (issue 33).
 */
export function formatHolidayDay(day: string, options: { withYear?: boolean } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const weekday = weekdayNames[date.getUTCDay()];
  const long = formatLongDate(day);
  if (options.withYear === false) return `${weekday} ${long.slice(0, long.lastIndexOf(' '))}`;
  return `${weekday}, ${long}`;
}
