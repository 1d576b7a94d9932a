import { dateFormats } from '@deckhand/contract';
import dayjs from 'dayjs';

type TDateFormat = keyof typeof dateFormats;

/** A server date (timestamp or YYYY-MM-DD) in one of the formats of §9, in local time. */
export function formatDate(value: string, format: TDateFormat = 'short'): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(dateFormats[format]) : value;
}
