import {
  orderRealtimeEvents,
  reviewPinRealtimeEvents,
  slidePreviewRealtimeEvents,
} from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getReviewPinsQueryOptions } from '@/domain/order/review/pins/get-review-pins';
import { checkedListener } from '@/lib/realtime/checked-listener';
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
        [orderRealtimeEvents.statusChanged]: checkedListener(
          'ZOrderStatusChangedEvent',
          (event) => {
            void queryClient.invalidateQueries({ queryKey: ['staff-orders', 'list'] });
            void queryClient.invalidateQueries({
              queryKey: ['staff-orders', 'one', event.orderId],
            });
          },
        ),
        [orderRealtimeEvents.commentAdded]: checkedListener('ZOrderCommentAddedEvent', (event) => {
          void queryClient.invalidateQueries({
            queryKey: ['staff-orders', 'one', event.orderId],
          });
        }),
        [orderRealtimeEvents.reviewClockChanged]: checkedListener(
          'ZReviewClockChangedEvent',
          (event) => {
            void queryClient.invalidateQueries({
              queryKey: ['staff-orders', 'one', event.orderId],
            });
          },
        ),
        [slidePreviewRealtimeEvents.changed]: checkedListener(
          'ZSlidePreviewChangedEvent',
          (event) => {
            void queryClient.invalidateQueries({
              queryKey: ['staff-orders', 'one', event.orderId],
            });
            // A version that becomes ready has had the open pins carried onto it.
            if (event.status === 'ready') {
              void queryClient.invalidateQueries({
                queryKey: getReviewPinsQueryOptions(event.orderId).queryKey,
              });
            }
          },
        ),
        [reviewPinRealtimeEvents.changed]: checkedListener('ZReviewPinsChangedEvent', (event) => {
          void queryClient.invalidateQueries({
            queryKey: getReviewPinsQueryOptions(event.orderId).queryKey,
          });
        }),
      }),
    [queryClient],
  );
  useListening(listen);
}
