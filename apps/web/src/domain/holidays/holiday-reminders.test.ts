import { flattenHolidays } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { defaultReminderSettings, pickHolidayReminder, reminderKindOf } from './holiday-reminders';

describe('which reminder a holiday gets (§4)', () => {
  // 2026-11-27 is a Friday; 2026-11-29 a Sunday; 2026-11-30 a Monday.
  it.each([
    ['today', '2026-11-27', '2026-11-27', 'daily'],
    ['tomorrow', '2026-11-27', '2026-11-28', 'daily'],
    ['the day after tomorrow, still this week', '2026-11-27', '2026-11-29', null],
    ['next Monday', '2026-11-27', '2026-11-30', 'weekly'],
    ['next Sunday', '2026-11-27', '2026-12-06', 'weekly'],
    ['the Monday after next, in next month', '2026-11-27', '2026-12-07', 'monthly'],
    ['tomorrow is Monday: daily comes first', '2026-11-29', '2026-11-30', 'daily'],
    ['on a Sunday, Tuesday is next week', '2026-11-29', '2026-12-01', 'weekly'],
    ['tomorrow across the month end', '2026-11-30', '2026-12-01', 'daily'],
    ['next month across the year end', '2026-12-31', '2027-01-20', 'monthly'],
    ['tomorrow across the year end', '2026-12-31', '2027-01-01', 'daily'],
    ['the month after next', '2026-11-27', '2027-01-04', null],
    ['later this month', '2026-11-02', '2026-11-27', null],
    ['a leap day next month', '2028-01-31', '2028-02-29', 'monthly'],
    ['yesterday', '2026-11-27', '2026-11-26', null],
  ])('%s: today %s, holiday %s -> %s', (_name, today, date, kind) => {
    expect(reminderKindOf(date, today)).toBe(kind);
  });
});

describe('the reminder to show', () => {
  const holidays = flattenHolidays({
    '2026-11-28': [{ id: 1, title: 'Studio outing', message: '', no_availability: true }],
    '2026-12-02': [{ id: 2, title: 'Company day', message: '', no_availability: true }],
    '2026-12-24': [{ id: 3, title: 'Christmas', message: '', no_availability: true }],
    '2026-12-25': [{ id: 4, title: 'Christmas', message: '', no_availability: true }],
  });
  const base = {
    holidays,
    now: new Date('2026-11-27T10:00:00Z'),
    timeZone: 'Europe/Copenhagen',
    settings: defaultReminderSettings,
    dismissed: {},
  };

  it('is the soonest holiday whose kind is on and not dismissed', () => {
    expect(pickHolidayReminder(base)).toMatchObject({ holiday: { id: 1 }, kind: 'daily' });
    // Dismissed, tomorrow's holiday gives way to next week's.
    const dismissed = { '1:daily': '2026-11-27T10:01:00.000Z' };
    expect(pickHolidayReminder({ ...base, dismissed })).toMatchObject({
      holiday: { id: 2 },
      kind: 'weekly',
    });
    // Weekly reminders off: next month's Christmas range is reminded once, by its first day.
    expect(
      pickHolidayReminder({
        ...base,
        dismissed,
        settings: { ...defaultReminderSettings, weekly: false },
      }),
    ).toMatchObject({ holiday: { id: 3, rangeId: 3 }, kind: 'monthly' });
    const allSeen = { ...dismissed, '2:weekly': 'x', '3:monthly': 'x' };
    expect(pickHolidayReminder({ ...base, dismissed: allSeen })).toBeNull();
  });

  it('counts days in the person’s own zone', () => {
    // 23:30 UTC on the 27th is already the 28th in Copenhagen: the outing is today there.
    const late = { ...base, now: new Date('2026-11-27T23:30:00Z') };
    expect(pickHolidayReminder(late)).toMatchObject({ holiday: { id: 1 }, kind: 'daily' });
    // On the 29th (a Sunday) the outing is past, and Wednesday's company day is next week.
    const sunday = { ...base, now: new Date('2026-11-29T08:00:00Z') };
    expect(pickHolidayReminder(sunday)).toMatchObject({ holiday: { id: 2 }, kind: 'weekly' });
  });
});
