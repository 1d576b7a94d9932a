import {
  formatBusinessTimeLeft,
  orderRealtimeEvents,
  reviewClockMessages,
  ZReviewReminderEvent,
} from '@deckhand/contract';
import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { paths } from '@/lib/paths';
import { listenToTeamEvents } from '@/lib/realtime/team-events';
import { showToast } from '@/lib/toast/show-toast';

/**
 * While any page of a signed-in customer is open, the review clock's reminder (sent as its mail
 * goes out) shows as a toast that opens the order, like the orders pages' other live toasts.
 */
export function useReviewReminders(): void {
  const { user } = useCurrentUser();
  const teamId = user?.customerAccountId ?? null;
  useEffect(() => {
    if (teamId === null) return;
    let isMounted = true;
    let close: (() => void) | null = null;
    void listenToTeamEvents(teamId, {
      [orderRealtimeEvents.reviewReminder]: (payload) => {
        const event = ZReviewReminderEvent.safeParse(payload);
        if (!event.success) return;
        showToast({
          kind: 'info',
          message: reviewClockMessages.reminderToast(
            event.data.number,
            formatBusinessTimeLeft(event.data.msLeft),
          ),
          link: { label: 'Open', to: paths.profile.order.getHref(event.data.orderId) },
        });
      },
    }).then(
      (listening) => {
        if (isMounted) close = listening.close;
        else listening.close();
      },
      () => undefined,
    );
    return () => {
      isMounted = false;
      close?.();
    };
  }, [teamId]);
}
