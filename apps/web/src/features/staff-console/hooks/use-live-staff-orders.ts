import {
  orderRealtimeEvents,
  reviewPinRealtimeEvents,
  slidePreviewRealtimeEvents,
  ZOrderCommentAddedEvent,
  ZOrderStatusChangedEvent,
  ZReviewClockChangedEvent,
  ZReviewPinsChangedEvent,
  ZSlidePreviewChangedEvent,
} from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getReviewPinsQueryOptions } from '@/domain/order/review/pins/get-review-pins';
import { listenToStaffEvents } from '@/lib/realtime/team-events';
import { useListening } from '@/lib/realtime/use-listening';

/**
 * While any staff console page is open, a new order or a status change of any team's order
 * reloads the queue and that order's page, and a comment (the customer's included) reloads the
 * order's page, and so does a delivered file's preview moving on (rendered slides, a failure)
 * or its review clock moving (paused, resumed, extended), without a page reload. A change of the
 * comments pinned to an order's slides reloads them.
 */
export function useLiveStaffOrders(): void {
  const queryClient = useQueryClient();
  const listen = useCallback(
    () =>
      listenToStaffEvents({
        [orderRealtimeEvents.statusChanged]: (payload) => {
          const event = ZOrderStatusChangedEvent.safeParse(payload);
          if (!event.success) return;
          void queryClient.invalidateQueries({ queryKey: ['staff-orders', 'list'] });
          void queryClient.invalidateQueries({
            queryKey: ['staff-orders', 'one', event.data.orderId],
          });
        },
        [orderRealtimeEvents.commentAdded]: (payload) => {
          const event = ZOrderCommentAddedEvent.safeParse(payload);
          if (!event.success) return;
          void queryClient.invalidateQueries({
            queryKey: ['staff-orders', 'one', event.data.orderId],
          });
        },
        [orderRealtimeEvents.reviewClockChanged]: (payload) => {
          const event = ZReviewClockChangedEvent.safeParse(payload);
          if (!event.success) return;
          void queryClient.invalidateQueries({
            queryKey: ['staff-orders', 'one', event.data.orderId],
          });
        },
        [slidePreviewRealtimeEvents.changed]: (payload) => {
          const event = ZSlidePreviewChangedEvent.safeParse(payload);
          if (!event.success) return;
          void queryClient.invalidateQueries({
            queryKey: ['staff-orders', 'one', event.data.orderId],
          });
          // A version that becomes ready has had the open pins carried onto it.
          if (event.data.status === 'ready') {
            void queryClient.invalidateQueries({
              queryKey: getReviewPinsQueryOptions(event.data.orderId).queryKey,
            });
          }
        },
        [reviewPinRealtimeEvents.changed]: (payload) => {
          const event = ZReviewPinsChangedEvent.safeParse(payload);
          if (!event.success) return;
          void queryClient.invalidateQueries({
            queryKey: getReviewPinsQueryOptions(event.data.orderId).queryKey,
          });
        },
      }),
    [queryClient],
  );
  useListening(listen);
}
