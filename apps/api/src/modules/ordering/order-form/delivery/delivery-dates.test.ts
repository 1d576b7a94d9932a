import { orderFormMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import {
  checkChosenDelivery,
  type EarliestDeliveryInput,
  getBlockedDays,
  getEarliestDelivery,
} from './delivery-dates.ts';

const timeZone = 'Europe/Copenhagen';
const provider = { timeZone, dailySlideCapacity: 400 };
const none = new Map<string, never>();
const companyDay = new Map([['2026-12-01', 'Company day']]);

const earliest = (now: string, hours: number, rest: Partial<EarliestDeliveryInput> = {}) =>
  getEarliestDelivery({
    now: new Date(now),
    turnaroundHours: hours,
    slides: 20,
    provider,
    closedDays: none,
    bookedSlides: new Map(),
    ...rest,
  }).toISOString();

// November 2026 in Copenhagen is UTC+1: Monday 30 November 10:00 local is 09:00Z.
describe('getEarliestDelivery', () => {
  it.each([
    ['a Monday-morning order, 48 hours', '2026-11-30T09:00:00Z', 48, '2026-12-02T09:00:00.000Z'],
    [
      'a Friday-afternoon order: weekend hours do not count',
      '2026-11-27T14:00:00Z',
      24,
      '2026-11-30T14:00:00.000Z',
    ],
    [
      'a Saturday order: counting starts on Monday',
      '2026-11-28T11:00:00Z',
      24,
      '2026-11-30T23:00:00.000Z',
    ],
    ['the 5-day turnaround', '2026-11-23T09:00:00Z', 120, '2026-11-30T09:00:00.000Z'],
    [
      '10 hours ending at midnight: 00:00 of the next working day',
      '2026-11-27T13:00:00Z',
      10,
      '2026-11-29T23:00:00.000Z',
    ],
  ])('%s', (_case, now, hours, expected) => {
    expect(earliest(now, hours)).toBe(expected);
  });

  it('skips a holiday in the way', () => {
    expect(earliest('2026-11-30T09:00:00Z', 24, { closedDays: companyDay })).toBe(
      '2026-12-02T09:00:00.000Z',
    );
  });

  it.each([
    ['room left', 48, new Map([['2026-12-02', 380]]), '2026-12-02T09:00:00.000Z'],
    [
      'a full day: the next working day',
      48,
      new Map([['2026-12-02', 390]]),
      '2026-12-03T09:00:00.000Z',
    ],
    [
      'two full days',
      48,
      new Map([
        ['2026-12-02', 400],
        ['2026-12-03', 395],
      ]),
      '2026-12-04T09:00:00.000Z',
    ],
    ['a full Friday: Monday', 96, new Map([['2026-12-04', 400]]), '2026-12-07T09:00:00.000Z'],
  ])('moves on with %s', (_case, hours, bookedSlides, expected) => {
    expect(earliest('2026-11-30T09:00:00Z', hours, { bookedSlides })).toBe(expected);
  });

  it('gives a big order ceil(slides / capacity) working days at least', () => {
    expect(earliest('2026-11-30T09:00:00Z', 24, { slides: 900 })).toBe('2026-12-03T09:00:00.000Z');
    expect(earliest('2026-11-30T09:00:00Z', 24, { slides: 800 })).toBe('2026-12-02T09:00:00.000Z');
    expect(earliest('2026-11-30T09:00:00Z', 120, { slides: 900 })).toBe('2026-12-07T09:00:00.000Z');
  });

  it('lets a big order land on a day with nothing booked', () => {
    const bookedSlides = new Map([['2026-12-02', 1]]);
    expect(earliest('2026-11-30T09:00:00Z', 24, { slides: 800, bookedSlides })).toBe(
      '2026-12-03T09:00:00.000Z',
    );
  });

  // Copenhagen leaves summer time on Sunday 25 October 2026 (UTC+2 → UTC+1).
  it('keeps the local time across the daylight-saving change', () => {
    expect(earliest('2026-10-23T08:00:00Z', 24)).toBe('2026-10-26T09:00:00.000Z');
    const fullFriday = new Map([['2026-10-23', 400]]);
    expect(earliest('2026-10-22T08:00:00Z', 24, { bookedSlides: fullFriday })).toBe(
      '2026-10-26T09:00:00.000Z',
    );
    // Summer time starts on Sunday 28 March 2027 (UTC+1 → UTC+2).
    expect(earliest('2027-03-26T09:00:00Z', 24)).toBe('2027-03-29T08:00:00.000Z');
  });
});

describe('getBlockedDays', () => {
  const closedDays = new Map([
    ['2026-12-01', 'Company day'],
    ['2026-12-05', 'Staff party'],
  ]);

  it('blocks weekends and closed days with their title, both ends included', () => {
    expect(
      getBlockedDays({
        from: new Date('2026-11-23T10:00:00Z'),
        to: new Date('2026-12-06T10:00:00Z'),
        closedDays,
        timeZone,
      }),
    ).toEqual([
      { date: '2026-11-28', reason: orderFormMessages.deliveryWeekend },
      { date: '2026-11-29', reason: orderFormMessages.deliveryWeekend },
      { date: '2026-12-01', reason: 'Company day' },
      { date: '2026-12-05', reason: 'Staff party' },
      { date: '2026-12-06', reason: 'We deliver on working days' },
    ]);
  });

  it.each([
    ['Europe/Copenhagen', []],
    ['America/New_York', ['2026-11-29']],
    ['Pacific/Auckland', []],
  ])('lists the dates in the customer zone %s', (zone, dates: string[]) => {
    const blocked = getBlockedDays({
      from: new Date('2026-11-29T23:30:00Z'),
      to: new Date('2026-11-30T12:00:00Z'),
      closedDays: none,
      timeZone: zone,
    });
    expect(blocked.map((day) => day.date)).toEqual(dates);
  });
});

describe('checkChosenDelivery', () => {
  const earliestAt = new Date('2026-12-02T09:00:00Z');
  it.each([
    ['the earliest itself', '2026-12-02T09:00:00Z', null],
    ['a later working day', '2026-12-03T16:00:00Z', null],
    [
      'a moment before the earliest',
      '2026-12-02T08:59:00Z',
      orderFormMessages.deliveryDateTooEarly,
    ],
    ['a Saturday', '2026-12-05T10:00:00Z', orderFormMessages.deliveryDateBlocked],
    ['Sunday 23:30 UTC, Monday in Copenhagen', '2026-12-06T23:30:00Z', null],
    ['a closed day', '2026-12-08T10:00:00Z', orderFormMessages.deliveryDateBlocked],
  ])('answers for %s', (_case, chosen, message) => {
    expect(
      checkChosenDelivery({
        chosen: new Date(chosen),
        earliest: earliestAt,
        closedDays: new Map([['2026-12-08', 'Company day']]),
        timeZone,
      }),
    ).toBe(message);
  });
});
