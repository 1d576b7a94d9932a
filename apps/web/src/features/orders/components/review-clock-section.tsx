import { reviewClockMessages as m, type TReviewClock } from '@deckhand/contract';
import { Button, Stack, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconClockPlus } from '@tabler/icons-react';
import { ReviewClockPanel } from '@/domain/order/review-clock/review-clock-panel';
import { useExtendReview } from '../api/review-clock-actions';

/** The review's clock in the customer's review card, with the round's one extension. */
export function ReviewClockSection({ orderId, clock }: { orderId: number; clock: TReviewClock }) {
  const extend = useExtendReview(orderId);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} fz="h5" id={headingId}>
        {m.heading}
      </Title>
      <ReviewClockPanel
        clock={clock}
        action={
          clock.canExtend ? (
            <Button
              variant="default"
              leftSection={<IconClockPlus size={16} aria-hidden />}
              onClick={() => extend.mutate()}
              loading={extend.isPending}
            >
              {m.extend}
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}
