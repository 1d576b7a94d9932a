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
  // Per team, the count's reading (a promise: the requests that find it stale share one query).
  const counted = new Map<number, { placed: Promise<number>; atMs: number }>();
  const countPlaced = (teamId: number, at: Date): Promise<number> => {
    const copy = counted.get(teamId);
    if (copy && at.getTime() - copy.atMs < ttlMs) return copy.placed;
    const since = new Date(at.getTime() - subscriptionOffer.days * dayMs);
    const placed = countPlacedOrdersSince(db, teamId, since);
    counted.delete(teamId);
    if (counted.size >= maxCountedTeams) counted.delete(counted.keys().next().value ?? teamId);
    const reading = { placed, atMs: at.getTime() };
    counted.set(teamId, reading);
    // A failed count is not kept: the next init asks again.
    placed.catch(() => {
      if (counted.get(teamId) === reading) counted.delete(teamId);
    });
    return placed;
  };
  // One frozen popup per count (a few dozen at most), so a customer's init answer can be kept
  // (modules/init/signed-in-answers.ts).
  const popups = new Map<number, TOnlineSubscriptionsPopup>();
  const popupOf = (placed: number) => {
    let popup = popups.get(placed);
    if (!popup) {
      popup = Object.freeze({
        key: 'onlineSubscriptions' as const,
        orders: placed,
        days: subscriptionOffer.days,
      });
      if (popups.size >= maxCountedTeams) popups.clear();
      popups.set(placed, popup);
    }
    return popup;
  };
  return async ({ account, user }) => {
    const teamId = account.membership?.teamId;
    if (!teamId || !isOfferable(user)) return {};
    const placed = await countPlaced(teamId, now());
    if (placed < subscriptionOffer.minOrders) return {};
    return { popups: [popupOf(placed)] };
  };
}
