import {
  formatBusinessTimeLeft,
  formatDateTime,
  reviewClockMessages as m,
  type TReviewClock,
} from '@deckhand/contract';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SkippedDays } from './skipped-days';
import { TimeLeftBar } from './time-left-bar';

type TProps = {
  clock: TReviewClock;
  /** The customer's extend button, shown while the clock runs and the round is not extended. */
  action?: ReactNode;
};

/**
 * The review's fair clock as the order page shows it (the customer's and, read-only, staff's):
 * while it runs, when the order is approved without an answer, the time left as words and a bar,
 * which days do not count, and the extension; paused or stopped, why. The time left is the one
 * of the last load: it is plain text and does not tick.
 */
export function ReviewClockPanel({ clock, action }: TProps) {
  if (clock.state === 'paused') return <Text size="sm">{m.paused}</Text>;
  if (clock.state === 'stopped') return <Text size="sm">{m.stopped}</Text>;
  return (
    <Stack gap="xs">
      {clock.dueAt ? (
        <Text size="sm">
          {m.dueIn(
            formatBusinessTimeLeft(clock.msLeft),
            formatDateTime(clock.dueAt, clock.timeZone),
          )}
        </Text>
      ) : null}
      <TimeLeftBar clock={clock} />
      <Text size="sm" c="dimmed">
        {m.businessDaysNote(clock.countryName)}
      </Text>
      {clock.skippedDays.length > 0 ? (
        <SkippedDays days={clock.skippedDays} timeZone={clock.timeZone} />
      ) : null}
      {clock.extendedAt ? (
        <Text size="sm">{m.extendedNote}</Text>
      ) : action ? (
        <Group gap="sm">{action}</Group>
      ) : null}
      {clock.countryCode ? (
        // The public-holiday data's licence (CC BY) asks for the credit.
        <Text size="xs" c="dimmed">
          {m.publicHolidayCredit}
        </Text>
      ) : null}
    </Stack>
  );
}
