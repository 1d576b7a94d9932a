import {
  formatOrderNumber,
  orderRealtimeEvents,
  realtimeChannels,
  type TReviewClockChangedEvent,
} from '@deckhand/contract';
import type { OrderRow } from '../../../db/schema/index.ts';

type Publish = (channel: string, event: string, payload: unknown) => void;

/**
 * Tells the team's open pages and the staff console that an order's review clock moved (paused,
 * resumed, extended): the order pages load the order again.
 */
export function publishReviewClockChanged(
  publish: Publish,
  order: Pick<OrderRow, 'id' | 'teamId'>,
): void {
  const event: TReviewClockChangedEvent = {
    orderId: order.id,
    number: formatOrderNumber(order.id),
  };
  publish(realtimeChannels.team(order.teamId), orderRealtimeEvents.reviewClockChanged, event);
  publish(realtimeChannels.staffOrders, orderRealtimeEvents.reviewClockChanged, event);
}
