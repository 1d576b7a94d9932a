import {
  dayMs,
  subscriptionOffer,
  type TCurrentUser,
  type TOnlineSubscriptionsPopup,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { AccountNoticeSource } from '../../../platform/notices/account-notices.ts';
import { countPlacedOrdersSince } from './subscription-offer.queries.ts';

type TOfferUser = Pick<TCurrentUser, 'isStaff' | 'manageCredits' | 'subscription' | 'settings'>;

/**
 * Who may be offered the plan: a customer who may buy it (manageCredits), whose team has no
 * subscription (nor an enterprise contract), and who has not answered the offer yet (the modal
 * flag onlineSubscriptionsPopup of their settings).
 */
function isOfferable(user: TOfferUser): boolean {
  return (
    !user.isStaff &&
    user.manageCredits &&
    !user.subscription &&
    user.settings.modals?.onlineSubscriptionsPopup !== true
  );
}

/**
 * The online subscription offer of init (§3 modal flag onlineSubscriptionsPopup): the Pro plan,
 * offered to people who may buy it, have none, and whose team placed subscriptionOffer.minOrders
 * orders or more in the last subscriptionOffer.days days. One indexed count per init, only for
 * the people who could be offered it.
 */
export function createSubscriptionOfferSource(options: {
  db: Db;
  now?: () => Date;
}): AccountNoticeSource {
  const { db, now = () => new Date() } = options;
  return async ({ account, user }) => {
    const teamId = account.membership?.teamId;
    if (!teamId || !isOfferable(user)) return {};
    const since = new Date(now().getTime() - subscriptionOffer.days * dayMs);
    const placed = await countPlacedOrdersSince(db, teamId, since);
    if (placed < subscriptionOffer.minOrders) return {};
    const popup: TOnlineSubscriptionsPopup = {
      key: 'onlineSubscriptions',
      orders: placed,
      days: subscriptionOffer.days,
    };
    return { popups: [popup] };
  };
}
