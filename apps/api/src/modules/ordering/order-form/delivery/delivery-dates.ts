import { hourMs, orderFormMessages, type ZBlockedDay } from '@deckhand/contract';
import type { z } from 'zod';
import { dayKeyIn, isWorkingDay, nextWorkingDay, zonedTime } from './working-days.ts';

/**
 * Delivery dates of §3 DeliveryDates, counted in the provider's zone with luxon (IANA zones
 * through Intl, so daylight-saving changes are right). Working days are Monday to Friday that are
 * not provider holidays with no availability (`closedDays`, 'YYYY-MM-DD' → title).
 */

type BlockedDay = z.infer<typeof ZBlockedDay>;

/** Far more days than any closed calendar holds: a guard, never reached with sane data. */
const maxDaysAhead = 3660;

export interface EarliestDeliveryInput {
  now: Date;
  turnaroundHours: number;
  slides: number;
  provider: { timeZone: string; dailySlideCapacity: number };
  closedDays: ReadonlyMap<string, string>;
  /** Slides already promised per provider-zone date (findBookedSlides). */
  bookedSlides: ReadonlyMap<string, number>;
}

/**
 * The earliest delivery the provider can promise (UTC). The turnaround's hours run only on
 * working days (weekend and holiday hours do not count); an order bigger than a day's capacity
 * needs at least ceil(slides / capacity) working days (24 working hours each). A delivery that
 * ends exactly at midnight is promised at 00:00 of the next working day. Then, while the
 * delivery day is booked beyond capacity (booked + slides > capacity; an order bigger than a day
 * counts as one full day there), delivery moves to the next working day at the same local time.
 */
export function getEarliestDelivery(input: EarliestDeliveryInput): Date {
  const { provider, closedDays, slides } = input;
  const capacity = provider.dailySlideCapacity;
  const days = capacity > 0 ? Math.ceil(slides / capacity) : 1;
  const hours = days > 1 ? Math.max(input.turnaroundHours, days * 24) : input.turnaroundHours;
  let cursor = zonedTime(input.now, provider.timeZone);
  let remaining = Math.max(hours, 0) * hourMs;
  for (let guard = 0; guard < maxDaysAhead * 2; guard += 1) {
    if (!isWorkingDay(cursor, closedDays)) {
      cursor = cursor.startOf('day').plus({ days: 1 });
      continue;
    }
    if (remaining === 0) break;
    const dayEnd = cursor.startOf('day').plus({ days: 1 });
    const available = dayEnd.toMillis() - cursor.toMillis();
    if (remaining < available) {
      cursor = cursor.plus({ milliseconds: remaining });
      break;
    }
    remaining -= available;
    cursor = dayEnd;
  }
  if (capacity > 0) {
    const needed = Math.min(slides, capacity);
    for (let guard = 0; guard < maxDaysAhead; guard += 1) {
      const booked = input.bookedSlides.get(dayKeyIn(cursor)) ?? 0;
      if (booked + needed <= capacity) break;
      cursor = nextWorkingDay(cursor, closedDays);
    }
  }
  return cursor.toJSDate();
}

/**
 * The days the date picker blocks between `from` and `to` (both included), as dates in
 * `timeZone` (the customer's): closed days with their title as the reason, weekends with
 * orderFormMessages.deliveryWeekend.
 */
export function getBlockedDays(input: {
  from: Date;
  to: Date;
  closedDays: ReadonlyMap<string, string>;
  timeZone: string;
}): BlockedDay[] {
  // Only the first and last dates need the zone; the days between are plain calendar dates.
  const last = dayKeyIn(zonedTime(input.to, input.timeZone));
  const first = zonedTime(input.from, input.timeZone);
  const day = new Date(Date.UTC(first.year, first.month - 1, first.day));
  const blocked: BlockedDay[] = [];
  for (let guard = 0; guard < maxDaysAhead; guard += 1) {
    const date = day.toISOString().slice(0, 10);
    if (date > last) break;
    const title = input.closedDays.get(date);
    const weekday = day.getUTCDay();
    if (title !== undefined) blocked.push({ date, reason: title });
    else if (weekday === 0 || weekday === 6) {
      blocked.push({ date, reason: orderFormMessages.deliveryWeekend });
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return blocked;
}

/**
 * Checks a delivery the customer chose in the picker: null when it is fine, else the message
 * (earlier than the earliest promise, or on a day that is not a working day in `timeZone`).
 */
export function checkChosenDelivery(input: {
  chosen: Date;
  earliest: Date;
  closedDays: ReadonlyMap<string, string>;
  timeZone: string;
}): string | null {
  if (input.chosen.getTime() < input.earliest.getTime()) {
    return orderFormMessages.deliveryDateTooEarly;
  }
  const chosen = zonedTime(input.chosen, input.timeZone);
  return isWorkingDay(chosen, input.closedDays) ? null : orderFormMessages.deliveryDateBlocked;
}
