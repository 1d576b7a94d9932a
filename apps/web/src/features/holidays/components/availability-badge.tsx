import { holidayCalendarMessages as m } from '@deckhand/contract';
import { Badge } from '@mantine/core';

/** Whether designers work on a holiday: closed (nothing delivered) or fewer of them. */
export function AvailabilityBadge({ isClosed }: { isClosed: boolean }) {
  return (
    // White on the .9 shades holds 5:1, as the order status badges do.
    <Badge color={isClosed ? 'red.9' : 'orange.9'} variant="filled" size="sm">
      {isClosed ? m.noAvailability : m.reducedAvailability}
    </Badge>
  );
}
