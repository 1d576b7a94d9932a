import {
  canInviteRole,
  dayMs,
  findInviteRefusal,
  inviteLifetimeDays,
  pagePaths,
  type TInviteFailure,
  type TInviteLinkRequest,
  type TInviteMembersRequest,
  type TInviteMembersResponse,
  teamMessages,
} from '@deckhand/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { NewTeamInviteRow } from '../../db/schema/index.ts';
import { createOpaqueToken, hashToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Mailer, sendMailOrLog } from '../../platform/mail/mailer.ts';
import { createTeamInviteMail } from './invite-mail.ts';
import {
  createInvites,
  findMemberEmails,
  getPendingInvite,
  revokeInvite,
} from './invites.queries.ts';
import { getTeamName } from './members.queries.ts';
import type { TeamDeps } from './members.service.ts';
import { notAllowed, refuse } from './team-access.ts';
import { toInvite } from './team-mappers.ts';

export const inviteLifetimeMs = inviteLifetimeDays * dayMs;

/** The SPA page behind an invite: /join/{unique_access_token} (§2.2). */
export const getJoinUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin}${pagePaths.join(token)}`;

export interface InviteDeps extends TeamDeps {
  mailer: Mailer;
  config: Pick<AppConfig, 'publicOrigin' | 'cookieSecret'>;
  log?: FastifyBaseLogger;
}

/** The role and permissions an invite gives. */
export type InviteGrant = Pick<TInviteLinkRequest, 'role' | 'manageCredits' | 'seeCreditBalance'>;

/** Owners and admins invite, giving no role above their own and no permission they lack. */
export function requireInviteRight(deps: TeamDeps, grant: InviteGrant) {
  const refusal = findInviteRefusal(deps.actor.membership, grant);
  if (refusal) throw refuse(refusal);
}

/** A new invite row of the caller's team; the token is random unless given (links derive it). */
export function newInviteRow(
  deps: TeamDeps,
  options: { grant: InviteGrant; email: string | null; now: Date; token?: string },
) {
  const { grant, email, now } = options;
  const token = options.token ?? createOpaqueToken();
  const row: NewTeamInviteRow = {
    teamId: deps.actor.membership.teamId,
    email,
    role: grant.role,
    manageCredits: grant.manageCredits,
    seeCreditBalance: grant.seeCreditBalance,
    tokenHash: hashToken(token),
    invitedByUserId: deps.actor.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + inviteLifetimeMs),
  };
  return { token, row };
}

/** The addresses of the request that cannot be invited, in its order, each with its reason. */
async function findInviteFailures(
  deps: InviteDeps & { input: TInviteMembersRequest },
): Promise<TInviteFailure[]> {
  const members = await findMemberEmails(deps.db, {
    teamId: deps.actor.membership.teamId,
    emails: deps.input.emails,
  });
  return deps.input.emails
    .filter((email) => members.includes(email))
    .map((email) => ({ email, message: teamMessages.alreadyMember }));
}

/**
 * Invites each address (the contract has lower-cased and de-duplicated them): one single-use
 * token per person, stored hashed, mailed as the /join link; a pending invite of the same
 * address is replaced. Addresses of members are left out and answered in `failed` with their
 * reason; when no address is left, nothing is stored and the answer is 422 on `emails`.
 */
export async function inviteMembers(
  deps: InviteDeps & { input: TInviteMembersRequest },
): Promise<TInviteMembersResponse> {
  const { db, actor, input } = deps;
  const now = deps.now ?? new Date();
  requireInviteRight(deps, input);
  const failed = await findInviteFailures(deps);
  const emails = input.emails.filter((email) => !failed.some((item) => item.email === email));
  if (emails.length === 0) {
    const messages = failed.map((item) => teamMessages.inviteFailed(item.email, item.message));
    throw new AppError('VALIDATION', undefined, { fieldErrors: { emails: messages } });
  }
  const prepared = emails.map((email) => newInviteRow(deps, { grant: input, email, now }));
  const invites = await createInvites(db, { rows: prepared.map((item) => item.row), now });
  const teamName = (await getTeamName(db, actor.membership.teamId)) ?? actor.name;
  for (const [index, invite] of invites.entries()) {
    const token = prepared[index]?.token;
    if (!token || !invite.email) continue;
    const mail = createTeamInviteMail({
      inviterName: actor.name,
      teamName,
      role: invite.role,
      joinUrl: getJoinUrl(deps.config.publicOrigin, token),
      expiresAt: invite.expiresAt,
    });
    // On failure the invite stays: it can be sent again, which replaces it.
    await sendMailOrLog({
      mailer: deps.mailer,
      message: { to: invite.email, ...mail },
      log: deps.log,
      context: { inviteId: invite.id },
    });
  }
  return { invites: invites.map((invite) => toInvite(invite, now)), failed };
}

/**
 * Revokes a pending invite (emailed or link) of the caller's team: whoever may invite that role
 * may take the invite back. Another team's invite is 404, like a missing one.
 */
export async function cancelInvite(deps: TeamDeps & { inviteId: number }): Promise<void> {
  const { db, actor } = deps;
  const now = deps.now ?? new Date();
  const invite = await getPendingInvite(db, {
    teamId: actor.membership.teamId,
    inviteId: deps.inviteId,
    now,
  });
  if (!invite) throw new AppError('NOT_FOUND');
  if (!canInviteRole(actor.membership.role, invite.role)) throw notAllowed();
  await revokeInvite(db, { teamId: actor.membership.teamId, inviteId: invite.id, now });
}
