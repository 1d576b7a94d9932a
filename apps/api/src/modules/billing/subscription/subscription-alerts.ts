import {
  subscriptionMessages as m,
  suspendedReasonDescriptions,
  type TAlert,
} from '@deckhand/contract';
import { fixedAlert } from '../../../platform/alerts/fixed-alert.ts';
import type { ActorAccount } from '../../../platform/auth/actor.ts';

/**
 * The subscription's init alerts (§3): 'subscriptionpaused' while paused, 'suspended' while the
 * team is suspended (with the reason's description). Read from the account the session's query
 * holds: no query. Staff get none.
 */
export function findSubscriptionAlerts(account: ActorAccount): TAlert[] {
  if (account.user.isStaff) return [];
  const alerts: TAlert[] = [];
  if (account.billing?.subscription?.status === 'paused') {
    alerts.push(fixedAlert('subscriptionpaused', 'warning', m.pausedAlert));
  }
  const reason = account.team?.suspendedReason ?? null;
  if (reason !== null) {
    alerts.push(fixedAlert('suspended', 'error', suspendedReasonDescriptions[reason]));
  }
  return alerts;
}
