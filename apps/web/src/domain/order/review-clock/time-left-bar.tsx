import '@mantine/core/styles/Progress.layer.css';
import {
  formatBusinessTimeLeft,
  hourMs,
  reviewClockMessages as m,
  reviewClockRules,
  type TReviewClock,
} from '@deckhand/contract';
import { Progress } from '@mantine/core';

/** The round's whole window in business time: 5 business days, 3 more once extended. */
export function getReviewWindowMs(clock: Pick<TReviewClock, 'extendedAt'>): number {
  const hours =
    reviewClockRules.businessDays * 24 + (clock.extendedAt ? reviewClockRules.extensionHours : 0);
  return hours * hourMs;
}

/** Below a business day left, the bar turns orange (the words say it too). */
const lastDayMs = 24 * hourMs;

/**
 * The business time left of the review's window as a bar (a meter, not a progress: nothing
 * loads). It shows the value of the last load and does not tick; the line above it says the same
 * in words.
 */
export function TimeLeftBar({ clock }: { clock: Pick<TReviewClock, 'msLeft' | 'extendedAt'> }) {
  const percent = Math.min(100, Math.round((clock.msLeft / getReviewWindowMs(clock)) * 100));
  return (
    <Progress.Root
      size="md"
      radius="xl"
      role="meter"
      aria-label={m.heading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatBusinessTimeLeft(clock.msLeft)}
    >
      <Progress.Section
        value={percent}
        withAria={false}
        color={clock.msLeft < lastDayMs ? 'orange' : undefined}
      />
    </Progress.Root>
  );
}
