import { dayMs, deliveryHorizonDays } from '@deckhand/contract';
import { dayKeyIn, zonedTime } from './working-days.ts';

/**
 * The booking window (deliveryHorizonDays): how far ahead a delivery may be booked. The date
 * picker offers it, the provider's calendar and bookings are read for it, and the server refuses
 * a chosen delivery outside it. Computed here only.
 */
export interface BookingWindow {
  /** Now: nothing is delivered in the past. */
  from: Date;
  /** deliveryHorizonDays from now; its day in the customer's zone is the picker's last day. */
  to: Date;
}

export function getBookingWindow(now: Date): BookingWindow {
  return { from: now, to: new Date(now.getTime() + deliveryHorizonDays * dayMs) };
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The UTC days (YYYY-MM-DD) the provider's closed days and bookings are read for: the window
 * and a day either side, since the provider's and the customer's zones may start the day apart.
 */
export function getCalendarReadDays(now: Date): { from: string; to: string } {
  const window = getBookingWindow(now);
  return {
    from: utcDay(window.from.getTime() - dayMs),
    to: utcDay(window.to.getTime() + dayMs),
  };
}

/**
 * Whether a chosen delivery may be booked: not before now, and on or before the window's last
 * day in the customer's zone (any hour of the picker's last day is fine).
 */
export function isInBookingWindow(at: Date, window: BookingWindow, timeZone: string): boolean {
  const time = at.getTime();
  if (Number.isNaN(time) || time < window.from.getTime()) return false;
  // The last day ends less than two days after `to` in any zone: beyond, no zone is asked.
  if (time > window.to.getTime() + 2 * dayMs) return false;
  return dayKeyIn(zonedTime(at, timeZone)) <= dayKeyIn(zonedTime(window.to, timeZone));
}
