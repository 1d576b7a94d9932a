import { reviewClockMessages as m, type TReviewReopen } from '@deckhand/contract';
import { Button, Group } from '@mantine/core';
import { IconRotateClockwise } from '@tabler/icons-react';
import { ReviewReopenCard } from '@/domain/order/review-clock/review-reopen-card';
import { useReopenReview } from '../api/review-clock-actions';

/**
 * An order approved automatically, on the customer's page: until when it can be reopened, and
 * the button that does it (the order is then delivered again, under a new clock).
 */
export function ReopenReviewCard({
  orderId,
  timezone,
  reopen,
}: {
  orderId: number;
  timezone: string;
  reopen: TReviewReopen;
}) {
  const reopenReview = useReopenReview(orderId);
  return (
    <ReviewReopenCard
      reopen={reopen}
      timezone={timezone}
      action={
        reopen.canReopen ? (
          <Group>
            <Button
              leftSection={<IconRotateClockwise size={16} aria-hidden />}
              onClick={() => reopenReview.mutate()}
              loading={reopenReview.isPending}
            >
              {m.reopen}
            </Button>
          </Group>
        ) : null
      }
    />
  );
}
