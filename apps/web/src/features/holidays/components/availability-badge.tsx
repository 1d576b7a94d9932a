import { holidayCalendarMessages as m } from '@deckhand/contract';
import { Badge } from '@mantine/core';

/** Whether designers work on a holiday: closed (nothing delivered) or fewer of them. */
export function AvailabilityBadge({ isClosed }: { isClosed: boolean }) {
  return (
    <Badge color={isClosed ? 'red.9' : 'orange.9'} variant="light" radius="sm">
      {isClosed ? m.noAvailability : m.reducedAvailability}
    </Badge>
  );
}
