import {
  realtimeChannels,
  reviewPinRealtimeEvents,
  type TReviewPinsChangedEvent,
} from '@deckhand/contract';
import type { OrderRow } from '../../../db/schema/index.ts';

/** Any change to an order's pins goes out to its team and to the staff console. */
export function publishReviewPinChange(
  publish: (channel: string, event: string, payload: unknown) => void,
  order: Pick<OrderRow, 'id' | 'teamId'>,
  change: { pinId: number; byStaff: boolean },
): void {
  const event: TReviewPinsChangedEvent = { orderId: order.id, ...change };
  publish(realtimeChannels.team(order.teamId), reviewPinRealtimeEvents.changed, event);
  publish(realtimeChannels.staffOrders, reviewPinRealtimeEvents.changed, event);
}
