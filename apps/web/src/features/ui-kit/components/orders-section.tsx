import { orderStatuses } from '@deckhand/contract';
import { Group, SimpleGrid } from '@mantine/core';
import { OrderDeliveries } from '@/domain/order/order-deliveries';
import { OrderFiles } from '@/domain/order/order-files';
import { OrderStatusBadge } from '@/domain/order/order-status-badge';
import { OrderPrice, OrderSummary } from '@/domain/order/order-summary';
import { OrderTimeline } from '@/domain/order/order-timeline';
import { KitDemo, KitState } from './kit-demo';
import { KitSection } from './kit-section';
import { OrderCommentsDemo } from './order-comments-demo';
import { ReviewClockDemo } from './review-clock-demo';
import {
  sampleDetails,
  sampleOrder,
  sampleQuote,
  sampleTimezone,
  sparseDetails,
} from './sample-orders';
import { SlideReviewDemo } from './slide-review-demo';

const twoColumns = { base: 1, md: 2 } as const;

/** The parts of an order's page (the customer's and the staff's) with a full order and a bare quote. */
export function OrdersSection() {
  return (
    <KitSection
      title="Orders"
      description="An order in progress with everything filled in, beside a quote that nobody has priced yet."
    >
      <KitDemo
        title="Order status badge"
        description="Every status of the contract; the word carries the meaning, the colour repeats it."
      >
        <Group gap="sm">
          {orderStatuses.map((status) => (
            <OrderStatusBadge key={status} status={status} />
          ))}
        </Group>
      </KitDemo>
      <KitDemo title="Order summary">
        <SimpleGrid cols={twoColumns} spacing="xl">
          <KitState label="Every fact">
            <OrderSummary order={sampleOrder} details={sampleDetails} />
          </KitState>
          <KitState label="A quote: few facts">
            <OrderSummary order={sampleQuote} details={sparseDetails} />
          </KitState>
        </SimpleGrid>
      </KitDemo>
      <KitDemo title="Order price">
        <SimpleGrid cols={twoColumns} spacing="xl">
          <KitState label="Priced, with an extra round">
            <OrderPrice order={sampleOrder} extras={sampleDetails.extras} />
          </KitState>
          <KitState label="Quote not priced yet">
            <OrderPrice order={sampleQuote} />
          </KitState>
        </SimpleGrid>
      </KitDemo>
      <KitDemo
        title="Order timeline"
        description="Every status change, oldest first: who and when."
      >
        <SimpleGrid cols={twoColumns} spacing="xl">
          <KitState label="Several changes, some with a note">
            <OrderTimeline entries={sampleDetails.timeline} timezone={sampleTimezone} />
          </KitState>
          <KitState label="Just placed">
            <OrderTimeline entries={sparseDetails.timeline} timezone={sampleTimezone} />
          </KitState>
        </SimpleGrid>
      </KitDemo>
      <KitDemo
        title="Order deliveries"
        description="Newest first; a late first delivery is marked."
      >
        <SimpleGrid cols={twoColumns} spacing="xl">
          <KitState label="Two rounds">
            <OrderDeliveries deliveries={sampleDetails.deliveries} timezone={sampleTimezone} />
          </KitState>
          <KitState label="Nothing delivered yet">
            <OrderDeliveries deliveries={[]} timezone={sampleTimezone} />
          </KitState>
        </SimpleGrid>
      </KitDemo>
      <KitDemo
        title="Order files"
        description="What the customer sent: files, Google Slides links, or sharing links to come."
      >
        <SimpleGrid cols={twoColumns} spacing="xl">
          <KitState label="Files and links">
            <OrderFiles details={sampleDetails} />
          </KitState>
          <KitState label="Nothing sent">
            <OrderFiles details={sparseDetails} />
          </KitState>
        </SimpleGrid>
      </KitDemo>
      <ReviewClockDemo />
      <SlideReviewDemo />
      <OrderCommentsDemo />
    </KitSection>
  );
}
