import { holidayCalendarMessages as m, type TCalendarHoliday } from '@deckhand/contract';
import { Table } from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';
import { formatHolidayDay } from '@/domain/holidays/format-holiday-day';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { StatusMessage } from '@/ui/status-message/status-message';
import { AvailabilityBadge } from './availability-badge';

/** /my-profile/holidays-calendar/table: the upcoming holidays, one row per day. */
export function HolidaysTable({ upcoming }: { upcoming: readonly TCalendarHoliday[] }) {
  if (upcoming.length === 0) {
    return <StatusMessage icon={IconBeach} message={m.noUpcoming} messageRole="status" />;
  }
  return (
    <StackedTable verticalSpacing="sm" aria-label={m.upcoming}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{m.columns.date}</Table.Th>
          <Table.Th scope="col">{m.columns.title}</Table.Th>
          <Table.Th scope="col">{m.columns.availability}</Table.Th>
          <Table.Th scope="col">{m.columns.message}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {upcoming.map((holiday) => (
          <Table.Tr key={`${holiday.date}-${holiday.id}`}>
            <Table.Td data-label={m.columns.date}>{formatHolidayDay(holiday.date)}</Table.Td>
            <Table.Td data-primary>{holiday.title}</Table.Td>
            <Table.Td data-label={m.columns.availability}>
              <AvailabilityBadge isClosed={holiday.no_availability} />
            </Table.Td>
            <Table.Td data-label={m.columns.message}>{holiday.message || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
