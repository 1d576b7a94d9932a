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

/** Teams whose count an instance keeps at most (the oldest are forgotten first). */
const maxCountedTeams = 10_000;

/**
 * The online subscription offer of init (§3 modal flag onlineSubscriptionsPopup): the Pro plan,
 * offered to people who may buy it, have none, and whose team placed subscriptionOffer.minOrders
 * orders or more in the last subscriptionOffer.days days. One indexed count, only for the people
 * who could be offered it, kept per team for `ttlMs` (a minute): an offer, not a rule, may show
 * up to a minute after the order that earns it. Who is offered it (a subscription bought, the
 * offer answered) is read from the session's account at every init.
 */
export function createSubscriptionOfferSource(options: {
  db: Db;
  now?: () => Date;
  ttlMs?: number;
}): AccountNoticeSource {
  const { db, now = () => new Date(), ttlMs = 60_000 } = options;
  const counted = new Map<number, { placed: number; atMs: number }>();
  const countPlaced = async (teamId: number, at: Date) => {
    const copy = counted.get(teamId);
    if (copy && at.getTime() - copy.atMs < ttlMs) return copy.placed;
    const since = new Date(at.getTime() - subscriptionOffer.days * dayMs);
    const placed = await countPlacedOrdersSince(db, teamId, since);
    counted.delete(teamId);
    if (counted.size >= maxCountedTeams) counted.delete(counted.keys().next().value ?? teamId);
    counted.set(teamId, { placed, atMs: at.getTime() });
    return placed;
  };
  return async ({ account, user }) => {
    const teamId = account.membership?.teamId;
    if (!teamId || !isOfferable(user)) return {};
    const placed = await countPlaced(teamId, now());
    if (placed < subscriptionOffer.minOrders) return {};
    const popup: TOnlineSubscriptionsPopup = {
      key: 'onlineSubscriptions',
      orders: placed,
      days: subscriptionOffer.days,
    };
    return { popups: [popup] };
  };
}
