import { formatDate } from '@deckhand/contract';

/**
 * A holiday's day (YYYY-MM-DD) as people say it: 'Friday, 4 December 2026', or 'Friday 4
 * December' without the year, as en-GB writes them. Written by the contract's date writer, not
 * by Intl: the holiday reminder's toast shows on the first page of a visit, and a browser's first
 * Intl formatter costs ~300 ms of a phone's main thread under Lighthouse's 4x CPU (issue 33).
 */
export function formatHolidayDay(day: string, options: { withYear?: boolean } = {}): string {
  return formatDate(day, options.withYear === false ? 'weekdayShort' : 'weekday');
}
