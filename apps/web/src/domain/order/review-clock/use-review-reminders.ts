import {
  formatBusinessTimeLeft,
  orderRealtimeEvents,
  reviewClockMessages,
} from '@deckhand/contract';
import { useCallback } from 'react';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { checkedListener } from '@/lib/realtime/checked-listener';
import { listenToTeamEvents } from '@/lib/realtime/team-events';
import { useListening } from '@/lib/realtime/use-listening';
import { showToast } from '@/lib/toast/show-toast';

/**
 * While any page of a signed-in customer is open, the review clock's reminder (sent as its mail
 * goes out) shows as a toast that opens the order, like the orders pages' other live toasts.
 */
export function useReviewReminders(): void {
  const { user } = useCurrentUser();
  const teamId = user?.customerAccountId ?? null;
  const listen = useCallback(() => {
    if (teamId === null) return null;
    return listenToTeamEvents(teamId, {
      [orderRealtimeEvents.reviewReminder]: checkedListener('ZReviewReminderEvent', (event) => {
        showToast({
          kind: 'info',
          message: reviewClockMessages.reminderToast(
            event.number,
            formatBusinessTimeLeft(event.msLeft),
          ),
          link: { label: 'Open', to: paths.profile.order.getHref(event.orderId) },
        });
      }),
    });
  }, [teamId]);
  useListening(listen);
}
