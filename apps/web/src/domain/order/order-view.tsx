import {
  orderPageMessages as m,
  orderCommentMessages,
  orderReviewMessages,
  reviewLogMessages,
  slidePreviewMessages,
  type TOrderConfirmation,
  type TOrderDetails,
} from '@deckhand/contract';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useDrawnWhenIdle } from '@/lib/dom/use-drawn-when-idle';
import { HydratedApart } from '@/lib/ssr/hydrated-apart';
import { CommentThread } from '@/ui/comment-thread/comment-thread';
import { SectionCard } from '@/ui/section-card/section-card';
import { OrderDeliveries } from './order-deliveries';
import { OrderFiles } from './order-files';
import classes from './order-layout.module.css';
import { OrderStatusBadge } from './order-status-badge';
import { OrderPrice, OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';
import type { TReviewAddon } from './review/review-addon';
import { SlideReview } from './review/slide-review';
import { hasSlidePreviews } from './review/slide-review-rounds';
import { ReviewClockReadOnly } from './review-clock/review-clock-read-only';
import { showsReviewHistory } from './review-log/get-review-log';
import { ReviewHistory } from './review-log/review-history';

type TProps = {
  order: TOrderConfirmation;
  details: TOrderDetails;
  /** Who reads it: the customer's team or staff (the comment thread signs accordingly). */
  viewer: 'customer' | 'staff';
  /** Beside the title: the customer's feedback button. */
  headerAction?: ReactNode;
  /** Under the title: staff see whose order it is. */
  subtitle?: ReactNode;
  /** Above the grid: notices such as a late-delivery credit. */
  notices?: ReactNode;
  /** The first cards of the main column: what the reader can do now (review, quote, work). */
  actions?: ReactNode;
  /** Whether the deliveries card shows while nothing is delivered yet. */
  isDeliveriesShownEmpty: boolean;
  filesTitle: string;
  commentsEmptyText?: string;
  unpricedText?: string;
  onSendComment: (body: string) => Promise<void>;
  /** Staff only: render a delivered file's failed or unavailable preview again. */
  onRetryPreview?: (previewId: number) => Promise<unknown>;
  /** What the page adds to the review of a ready file (the staff console's brand check). */
  reviewAddon?: TReviewAddon;
  /**
   * The customer's page only: a published version the slides show (the review clock's "opened");
   * staff opening it is no answer of the customer's.
   */
  onVersionShown?: (round: number) => void;
};

/**
 * One order as the customer's order page and the staff console's order page show it: the title
 * and status, the reader's own actions, deliveries, summary, files, brief and comments in two of
 * three columns, price and timeline in the third. The two pages differ only in what they pass.
 */
export function OrderView({
  order,
  details,
  viewer,
  headerAction,
  subtitle,
  notices,
  actions,
  isDeliveriesShownEmpty,
  filesTitle,
  commentsEmptyText,
  unpricedText,
  onSendComment,
  onRetryPreview,
  reviewAddon,
  onVersionShown,
}: TProps) {
  const showsDeliveries = details.deliveries.length > 0 || isDeliveriesShownEmpty;
  return (
    <>
      <Group gap="sm" align="center" justify="space-between">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              Order {order.number}
            </Title>
            <OrderStatusBadge status={order.status} />
          </Group>
          {subtitle}
        </Stack>
        {headerAction}
      </Group>
      {notices}
      {hasSlidePreviews(details.deliveries) ? (
        // The slides get the page's whole width: reviewing them is what this page is for.
        <SectionCard title={slidePreviewMessages.review}>
          <HydratedApart>
            <SlideReview
              orderId={order.id}
              deliveries={details.deliveries}
              onRetry={onRetryPreview}
              {...(reviewAddon ? { addon: reviewAddon } : {})}
              viewer={viewer}
              timezone={order.timezone}
              canPin={order.status !== 'approved' && order.status !== 'cancelled'}
              onVersionShown={onVersionShown}
            />
          </HydratedApart>
        </SectionCard>
      ) : null}
      <HydratedApart>
        <CardsGrid>
          <Stack gap="lg" className={classes.main}>
            {actions}
            {viewer === 'staff' && details.review ? (
              // The customer's review card carries the clock; staff read it without its buttons.
              <ReviewClockReadOnly review={details.review} timezone={order.timezone} />
            ) : null}
            {showsDeliveries ? (
              <SectionCard title={orderReviewMessages.deliveriesHeading}>
                <OrderDeliveries deliveries={details.deliveries} timezone={order.timezone} />
              </SectionCard>
            ) : null}
            <SectionCard title={m.summary}>
              <OrderSummary order={order} details={details} />
            </SectionCard>
            <SectionCard title={filesTitle}>
              <OrderFiles details={details} />
            </SectionCard>
            <SectionCard title={m.brief}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {details.brief || m.noBrief}
              </Text>
            </SectionCard>
            <SectionCard title={orderCommentMessages.heading}>
              <CommentThread
                comments={details.comments}
                timezone={order.timezone}
                viewer={viewer}
                {...(commentsEmptyText ? { emptyText: commentsEmptyText } : {})}
                onSend={onSendComment}
              />
            </SectionCard>
          </Stack>
          <Stack gap="lg">
            <SectionCard title={m.price}>
              <OrderPrice
                order={order}
                extras={details.extras}
                {...(unpricedText ? { unpricedText } : {})}
              />
            </SectionCard>
            <SectionCard title={m.timeline}>
              <OrderTimeline entries={details.timeline} timezone={order.timezone} />
            </SectionCard>
            {showsReviewHistory(details) ? (
              <SectionCard title={reviewLogMessages.heading} description={reviewLogMessages.intro}>
                <ReviewHistory orderId={order.id} timezone={order.timezone} />
              </SectionCard>
            ) : null}
          </Stack>
        </CardsGrid>
      </HydratedApart>
    </>
  );
}

/** The cards below the review, skipped by the browser until near the view or the page is idle. */
function CardsGrid({ children }: { children: ReactNode }) {
  const grid = useRef<HTMLDivElement>(null);
  useDrawnWhenIdle(grid, ':scope > * > *');
  return (
    <SimpleGrid ref={grid} cols={{ base: 1, md: 3 }} spacing="lg" className={classes.cards}>
      {children}
    </SimpleGrid>
  );
}
