import {
  orderCommentMessages,
  orderRealtimeEvents,
  orderStatusNames,
  reviewPinRealtimeEvents,
  slidePreviewRealtimeEvents,
} from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getReviewPinsQueryOptions } from '@/domain/order/review/pins/get-review-pins';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { checkedListener } from '@/lib/realtime/checked-listener';
import { listenToTeamEvents } from '@/lib/realtime/team-events';
import { useListening } from '@/lib/realtime/use-listening';
import { showToast } from '@/lib/toast/show-toast';

/**
 * While an orders page is open, a status change of any of the team's orders (a bank's
 * confirmation, staff starting or delivering the work) or a comment from staff reloads the
 * orders shown and says so in a toast, without a page reload. A delivered file's preview moving
 * on (rendered slides, a failure) or its review clock moving (paused, resumed, extended) reloads
 * that order quietly, and a change of the comments pinned to its slides (anyone's, staff's too)
 * reloads those comments quietly.
 */
export function useLiveOrders(): void {
  const { user } = useCurrentUser();
  const teamId = user?.customerAccountId ?? null;
  const queryClient = useQueryClient();
  const listen = useCallback(() => {
    if (teamId === null) return null;
    return listenToTeamEvents(teamId, {
      [orderRealtimeEvents.statusChanged]: checkedListener('ZOrderStatusChangedEvent', (event) => {
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        showToast({
          kind: 'info',
          message: `Order ${event.number} is now ${orderStatusNames[event.to].toLowerCase()}.`,
          link: { label: 'Open', to: paths.profile.order.getHref(event.orderId) },
        });
      }),
      [orderRealtimeEvents.commentAdded]: checkedListener('ZOrderCommentAddedEvent', (event) => {
        void queryClient.invalidateQueries({ queryKey: ['orders', 'one', event.orderId] });
        if (!event.comment.fromStaff) return;
        showToast({
          kind: 'info',
          message: orderCommentMessages.newComment(event.number, orderCommentMessages.staff),
          link: { label: 'Open', to: paths.profile.order.getHref(event.orderId) },
        });
      }),
      [orderRealtimeEvents.reviewClockChanged]: checkedListener(
        'ZReviewClockChangedEvent',
        (event) => {
          void queryClient.invalidateQueries({ queryKey: ['orders', 'one', event.orderId] });
        },
      ),
      [slidePreviewRealtimeEvents.changed]: checkedListener(
        'ZSlidePreviewChangedEvent',
        (event) => {
          void queryClient.invalidateQueries({ queryKey: ['orders', 'one', event.orderId] });
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
    });
  }, [teamId, queryClient]);
  useListening(listen);
}
