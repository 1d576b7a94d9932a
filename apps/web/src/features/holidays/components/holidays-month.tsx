import '@mantine/dates/styles.layer.css';
import { holidayCalendarMessages as m, type TCalendarHoliday } from '@deckhand/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { useState } from 'react';
import { formatHolidayDay } from '@/domain/holidays/format-holiday-day';
import { AvailabilityBadge } from './availability-badge';
import classes from './holidays-month.module.css';

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * /my-profile/holidays-calendar: a month at a time (from this month), its holidays marked on the
 * grid and listed under it, so the days read the same as in the list and the table.
 */
export function HolidaysMonth({
  holidays,
  today,
}: {
  holidays: readonly TCalendarHoliday[];
  today: string;
}) {
  const [month, setMonth] = useState(`${today.slice(0, 7)}-01`);
  const byDay = new Map<string, TCalendarHoliday[]>();
  for (const holiday of holidays)
    byDay.set(holiday.date, [...(byDay.get(holiday.date) ?? []), holiday]);
  const inMonth = holidays.filter((holiday) => holiday.date.startsWith(month.slice(0, 7)));

  return (
    <Stack gap="lg">
      <Calendar
        date={month}
        onDateChange={setMonth}
        maxLevel="month"
        firstDayOfWeek={1}
        size="md"
        ariaLabels={{ previousMonth: m.previousMonth, nextMonth: m.nextMonth }}
        // Weekends look like any day: colour marks holidays only.
        weekendDays={[]}
        // Days of the months around are not this month's (and their dimmed grey fails AA).
        hideOutsideDates
        getDayProps={(date) => {
          const day = byDay.get(date);
          if (!day) return {};
          const isClosed = day.some((holiday) => holiday.no_availability);
          const titles = day.map((holiday) => holiday.title).join(', ');
          return {
            'aria-label': `${formatHolidayDay(date)}: ${titles}`,
            className: isClosed ? classes.closedDay : classes.reducedDay,
          };
        }}
      />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {monthTitle(month.slice(0, 7))}
        </Title>
        {inMonth.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.noneThisMonth}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {inMonth.map((holiday) => (
              <Group key={`${holiday.date}-${holiday.id}`} component="li" gap="sm" wrap="wrap">
                <Text size="sm" fw={600} miw={190}>
                  {formatHolidayDay(holiday.date)}
                </Text>
                <Text size="sm">{holiday.title}</Text>
                <AvailabilityBadge isClosed={holiday.no_availability} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
