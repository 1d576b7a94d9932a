import { formatDate, reviewClockMessages as m, type TSkippedDay } from '@deckhand/contract';
import { List, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';

/** One day that does not count: its date in the order's zone, why, and the holiday's name. */
const describeDay = (day: TSkippedDay, timeZone: string) => {
  const reason = m.skippedReason[day.reason];
  return `${formatDate(day.date, 'short', timeZone)} · ${day.name ? `${reason}: ${day.name}` : reason}`;
};

/** The days until the review ends that do not count (weekends, public holidays, closures). */
export function SkippedDays({
  days,
  timeZone,
}: {
  days: readonly TSkippedDay[];
  timeZone: string;
}) {
  const headingId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={headingId}>
        {m.skippedHeading}
      </Text>
      <List size="sm" spacing={2} aria-labelledby={headingId}>
        {days.map((day) => (
          <List.Item key={day.date}>{describeDay(day, timeZone)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
