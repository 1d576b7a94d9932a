import { holidayCalendarMessages as m, type TCalendarHoliday } from '@deckhand/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';
import { formatHolidayDay } from '@/domain/holidays/format-holiday-day';
import { StatusMessage } from '@/ui/status-message/status-message';
import { AvailabilityBadge } from './availability-badge';

/** The holidays grouped by range (consecutive days with one title), in their order. */
export function groupByRange(holidays: readonly TCalendarHoliday[]) {
  const ranges = new Map<number, TCalendarHoliday[]>();
  for (const holiday of holidays) {
    const days = ranges.get(holiday.rangeId);
    if (days) days.push(holiday);
    else ranges.set(holiday.rangeId, [holiday]);
  }
  return [...ranges.values()];
}

/** '24 December 2026' or 'Thursday 24 December 2026 – Saturday 26 December 2026'. */
function rangeLabel(days: readonly TCalendarHoliday[]): string {
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? first;
  return first === last
    ? formatHolidayDay(first)
    : `${formatHolidayDay(first)} – ${formatHolidayDay(last)}`;
}

/** /my-profile/holidays-calendar/list: the upcoming holidays, one card per range. */
export function HolidaysList({ upcoming }: { upcoming: readonly TCalendarHoliday[] }) {
  if (upcoming.length === 0) {
    return <StatusMessage icon={IconBeach} message={m.noUpcoming} messageRole="status" />;
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {groupByRange(upcoming).map((days) => {
        const [first] = days;
        if (!first) return null;
        return (
          <Paper key={first.rangeId} component="li" withBorder radius="md" p="md">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={700}>{first.title}</Text>
                <AvailabilityBadge isClosed={first.no_availability} />
              </Group>
              <Text size="sm" c="dimmed">
                {rangeLabel(days)}
              </Text>
              {first.message ? <Text size="sm">{first.message}</Text> : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
