import {
  accountMessages,
  type TAcceptInviteRequest,
  type TJoinLookupResponse,
  teamMessages,
  toServerTimestamp,
} from '@deckhand/contract';
import type { TeamInviteRow } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountDeps } from '../users/index.ts';
import { getPendingInviteByTokenHash } from './invites.queries.ts';

export const inviteInvalid = () => new AppError('NOT_FOUND', teamMessages.inviteInvalid);

export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION', undefined, { fieldErrors: { [field]: [message] } });

export type PendingInvite = NonNullable<Awaited<ReturnType<typeof getPendingInviteByTokenHash>>>;

/** The pending invite of a token; 404 with inviteInvalid for unknown, used, revoked or expired. */
export async function requirePendingInvite(
  deps: Pick<AccountDeps, 'db' | 'now'> & { token: string },
): Promise<PendingInvite> {
  const now = deps.now ?? new Date();
  const found = await getPendingInviteByTokenHash(deps.db, hashToken(deps.token), now);
  if (!found) throw inviteInvalid();
  return found;
}

/** What the join page shows before the visitor accepts. */
export async function lookupInvite(
  deps: Pick<AccountDeps, 'db' | 'now'> & { token: string },
): Promise<TJoinLookupResponse> {
  const { invite, teamName, inviterName } = await requirePendingInvite(deps);
  return {
    teamName,
    // The inviter's account may be gone (set null): the team speaks for them.
    inviterName: inviterName ?? teamName,
    ...(invite.email ? { email: invite.email } : {}),
    role: invite.role,
    expiresAt: toServerTimestamp(invite.expiresAt),
  };
}

/** An emailed invite is for its address only. */
export function checkInviteEmail(invite: TeamInviteRow, input: TAcceptInviteRequest): void {
  if (invite.email && invite.email !== input.email.toLowerCase()) {
    throw fieldError('email', teamMessages.inviteEmailMismatch);
  }
}

export const invalidCredentials = () => fieldError('password', accountMessages.invalidCredentials);
