import { formatDayIn, holidayCalendarMessages as m } from '@deckhand/contract';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useTaskEffect } from '@/lib/scheduling/use-task-effect';
import { showToast } from '@/lib/toast/show-toast';
import { formatHolidayDay } from './format-holiday-day';
import { useHolidays } from './get-holidays';
import { pickHolidayReminder, type THolidayReminder } from './holiday-reminders';
import { readDismissedReminders, readReminderSettings, recordReminderSeen } from './reminder-store';

/** What the reminder says: the holiday and when, in words. */
export function reminderMessage(reminder: THolidayReminder, now = new Date()): string {
  const { holiday, kind } = reminder;
  const day = formatHolidayDay(holiday.date, { withYear: false });
  const when = {
    daily: holiday.date === formatDayIn(now) ? 'today' : 'tomorrow',
    weekly: `next week, on ${day}`,
    monthly: `next month, on ${day}`,
  }[kind];
  return m.reminder(holiday.title, when, holiday.no_availability);
}

/**
 * The holiday reminder of §4, once per visit of the account area: the soonest holiday whose
 * reminder is on and was not dismissed shows as a toast. Dismissing or clicking it records the
 * time on this device, so it is not shown again (a toast whose time ran out comes back next
 * visit); a click opens the holiday calendar. Not on the calendar's own pages, which show the
 * holidays already: it waits for the next page of the account area.
 */
export function HolidayReminder() {
  const holidays = useHolidays();
  const navigate = useNavigate();
  const isShown = useRef(false);
  const { pathname } = useLocation();
  const calendarRoot = paths.profile.holidaysCalendar.root.getHref();
  const isOnCalendar = pathname === calendarRoot || pathname.startsWith(`${calendarRoot}/`);

  // In a task of its own: not in the commit that hydrates the page (issue 33).
  useTaskEffect(() => {
    if (isShown.current || isOnCalendar || !holidays.data) return;
    const reminder = pickHolidayReminder({
      holidays: holidays.data,
      now: new Date(),
      settings: readReminderSettings(),
      dismissed: readDismissedReminders(),
    });
    if (!reminder) return;
    isShown.current = true;
    showToast({
      kind: reminder.holiday.no_availability ? 'warning' : 'info',
      message: reminderMessage(reminder),
      link: { label: m.reminderLink, to: paths.profile.holidaysCalendar.root.getHref() },
      onClick: () => void navigate(paths.profile.holidaysCalendar.root.getHref()),
      onDismiss: () => recordReminderSeen(reminder),
      isReminder: true,
    });
  }, [holidays.data, isOnCalendar, navigate]);

  return null;
}
