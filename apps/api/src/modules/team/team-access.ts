import { type TTeamRefusal, teamMessages } from '@deckhand/contract';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * The team module's refusals. Who the caller is comes from the platform guard
 * (requireTeamMember / getTeamActor in platform/auth/actor.ts): anonymous → 401, staff or
 * teamless → 403. Every query of the module is scoped by actor.membership.teamId, so another
 * team's members and invites are 404.
 */
export const notAllowed = () => new AppError('FORBIDDEN', teamMessages.notAllowed);
export const lastOwner = () => new AppError('FORBIDDEN', teamMessages.lastOwner);
export const memberNotFound = () => new AppError('NOT_FOUND');

/** A refusal of the contract's team rules (findInviteRefusal, findMemberChangeRefusal): 403. */
export function refuse(refusal: TTeamRefusal): AppError {
  return new AppError('FORBIDDEN', teamMessages[refusal]);
}
