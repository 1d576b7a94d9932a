import { hourMs, reviewClockMessages as m, type TReviewClock } from '@deckhand/contract';
import { Button, SimpleGrid } from '@mantine/core';
import { ReviewClockPanel } from '@/domain/order/review-clock/review-clock-panel';
import { KitDemo, KitState } from './kit-demo';
import { sampleTimezone } from './sample-orders';

/** A Danish team's review of a delivery of 2 March 2026, Easter in the window. */
const running: TReviewClock = {
  state: 'running',
  dueAt: '2026-04-07T09:00:00.000000Z',
  msLeft: 76 * hourMs,
  pausedAt: null,
  extendedAt: null,
  canExtend: true,
  countryCode: 'DK',
  countryName: 'Denmark',
  timeZone: sampleTimezone,
  skippedDays: [
    { date: '2026-04-02', reason: 'publicHoliday', name: 'Maundy Thursday' },
    { date: '2026-04-03', reason: 'publicHoliday', name: 'Good Friday' },
    { date: '2026-04-04', reason: 'weekend', name: null },
    { date: '2026-04-05', reason: 'weekend', name: null },
    { date: '2026-04-06', reason: 'publicHoliday', name: 'Easter Monday' },
  ],
};

const extendedLastDay: TReviewClock = {
  ...running,
  msLeft: 5 * hourMs,
  extendedAt: '2026-04-01T08:30:00.000000Z',
  canExtend: false,
  skippedDays: [],
};

const paused: TReviewClock = {
  ...running,
  state: 'paused',
  dueAt: null,
  pausedAt: '2026-04-01T10:00:00.000000Z',
  canExtend: false,
  skippedDays: [],
};

/** The review's fair clock in the states the order page shows (the customer's review card). */
export function ReviewClockDemo() {
  return (
    <KitDemo
      title="Review clock"
      description="Business days only, in the order's zone; the customer may extend once per round. Staff see it without the button."
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <KitState label="Running, holidays in the window">
          <ReviewClockPanel
            clock={running}
            action={<Button variant="default">{m.extend}</Button>}
          />
        </KitState>
        <KitState label="Extended, last hours">
          <ReviewClockPanel clock={extendedLastDay} />
        </KitState>
        <KitState label="Paused for a question">
          <ReviewClockPanel clock={paused} />
        </KitState>
      </SimpleGrid>
    </KitDemo>
  );
}
