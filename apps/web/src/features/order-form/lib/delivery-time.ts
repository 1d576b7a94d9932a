import { dateFormats, toServerTimestamp } from '@deckhand/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/*
 * The web's only date arithmetic in a zone, with dayjs: the delivery picker is @mantine/dates,
 * which is built on dayjs and ships it in this chunk anyway (luxon, the API's, would add about
 * 22 KB gzip). Formatting dates is the contract's (formatDate, formatDateTime).
 */
dayjs.extend(utc);
dayjs.extend(timezone);

/** The 24 hourly slots of §9 at minute 0, as '12:00 AM' … '11:00 PM' (value: the hour). */
export const hourSlots = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`,
}));

/** The picked day (YYYY-MM-DD) and hour in the customer's zone, as the server's UTC timestamp. */
export function toDeliveryAt(day: string, hour: number, zone: string): string {
  const local = `${day} ${String(hour).padStart(2, '0')}:00`;
  return toServerTimestamp(dayjs.tz(local, 'YYYY-MM-DD HH:mm', zone).toDate());
}

/** A chosen delivery back to the picker's day and hour in the customer's zone. */
export function fromDeliveryAt(value: string, zone: string): { day: string; hour: number } {
  const date = dayjs.utc(value).tz(zone);
  return { day: date.format(dateFormats.iso), hour: date.hour() };
}
