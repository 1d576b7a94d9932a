import {
  reviewGuestMessages as m,
  slidePreviewMessages,
  type TGuestReview,
} from '@deckhand/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { OrderStatusBadge } from '@/domain/order/order-status-badge';
import { SlideReview } from '@/domain/order/review/slide-review';
import { hasSlidePreviews } from '@/domain/order/review/slide-review-rounds';
import { HydratedApart } from '@/lib/ssr/hydrated-apart';
import { SectionCard } from '@/ui/section-card/section-card';
import { useReportGuestOpened } from '../hooks/use-report-guest-opened';
import { GuestDecisionCard } from './guest-decision-card';

/**
 * The order's review as its guest sees it: which order (its price when the customer allowed
 * it), under which name, the delivered slides with their comments to read, add and answer, and
 * for an approver guest, while a version waits for a decision, their decision.
 */
export function GuestReviewView({ review }: { review: TGuestReview }) {
  const reportOpened = useReportGuestOpened();
  const { order, guest } = review;
  const canPin = order.status === 'delivered' || review.roundInReview !== null;
  const isDeciding = guest.isApprover && review.roundInReview !== null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {m.welcomeTitle(order.number)}
          </Title>
          <OrderStatusBadge status={order.status} />
        </Group>
        {order.price ? (
          <Text size="sm">
            {m.price}: {order.price}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {m.signedInAs(guest.name)}
        </Text>
      </Stack>
      {canPin ? <Text size="sm">{m.guestNote}</Text> : null}
      {hasSlidePreviews(review.deliveries) ? (
        <SectionCard title={slidePreviewMessages.review}>
          <HydratedApart>
            <SlideReview
              orderId={order.id}
              deliveries={review.deliveries}
              viewer="guest"
              timezone={order.timezone}
              canPin={canPin}
              onVersionShown={reportOpened}
            />
          </HydratedApart>
        </SectionCard>
      ) : null}
      {isDeciding ? <GuestDecisionCard review={review} /> : null}
    </Stack>
  );
}
