import { canSeeBilling } from '@deckhand/contract';
import type { TeamActor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Billing details need manageCredits (§6, the contract's canSeeBilling). requireTeamMember has
 * already answered 401 to the anonymous and 403 to staff and the teamless; this refuses team
 * members without the permission with the catalogue's access message (403).
 */
export function assertCanManageBilling(actor: TeamActor): void {
  const allowed = canSeeBilling({
    customerRole: actor.membership.role,
    isStaff: false,
    manageCredits: actor.membership.manageCredits,
    seeCreditBalance: actor.membership.seeCreditBalance,
    hasDailyCapacity: false,
    subscription: false,
    purchasedPackages: false,
    supportsCustomFields: false,
  });
  if (!allowed) throw new AppError('FORBIDDEN');
}
