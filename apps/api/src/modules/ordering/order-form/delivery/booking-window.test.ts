import { dayMs, deliveryHorizonDays } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { getBookingWindow, getCalendarReadDays, isInBookingWindow } from './booking-window.ts';

// Friday 27 November 2026, 09:00Z: the horizon ends on Thursday 25 February 2027, 09:00Z.
const now = new Date('2026-11-27T09:00:00Z');
const window = getBookingWindow(now);

describe('the booking window', () => {
  it('runs from now for deliveryHorizonDays', () => {
    expect(window.from).toEqual(now);
    expect(window.to.getTime() - now.getTime()).toBe(deliveryHorizonDays * dayMs);
    expect(window.to.toISOString()).toBe('2027-02-25T09:00:00.000Z');
  });

  it('reads the calendar from the UTC day before to the day after', () => {
    expect(getCalendarReadDays(now)).toEqual({ from: '2026-11-26', to: '2027-02-26' });
  });

  it('takes any hour of the last day in the customer’s zone, and not the day after', () => {
    const zone = 'Europe/Copenhagen';
    expect(isInBookingWindow(new Date('2026-11-27T09:00:00Z'), window, zone)).toBe(true);
    expect(isInBookingWindow(new Date('2027-02-25T22:30:00Z'), window, zone)).toBe(true);
    expect(isInBookingWindow(new Date('2027-02-25T23:30:00Z'), window, zone)).toBe(false);
    expect(isInBookingWindow(new Date('2027-02-26T04:00:00Z'), window, 'America/New_York')).toBe(
      true,
    );
  });

  it('refuses the past, the far future and what is no date', () => {
    const zone = 'UTC';
    expect(isInBookingWindow(new Date('2026-11-27T08:59:59Z'), window, zone)).toBe(false);
    expect(isInBookingWindow(new Date('9999-12-31T10:00:00Z'), window, zone)).toBe(false);
    expect(isInBookingWindow(new Date('+100000-01-01T00:00:00Z'), window, zone)).toBe(false);
    expect(isInBookingWindow(new Date(Number.NaN), window, zone)).toBe(false);
  });
});
