import {
  canInviteRole,
  inviteLifetimeDays,
  type TCustomerRole,
  type TInviteLinkRequest,
  type TInviteLinkResponse,
  type TInviteMembersRequest,
  type TInviteMembersResponse,
  teamMessages,
  toServerTimestamp,
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
import { notAllowed } from './team-access.ts';
import { toInvite } from './team-mappers.ts';

export const inviteLifetimeMs = inviteLifetimeDays * 24 * 60 * 60 * 1000;

/** The SPA page behind an invite: /join/{unique_access_token} (§2.2). */
export const getJoinUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin}/join/${encodeURIComponent(token)}`;

export interface InviteDeps extends TeamDeps {
  mailer: Mailer;
  config: Pick<AppConfig, 'publicOrigin'>;
  log?: FastifyBaseLogger;
}

interface InviteGrant {
  role: TCustomerRole;
  manageCredits: boolean;
  seeCreditBalance: boolean;
}

/** Owners and admins invite; only an owner may hand out the owner role (contract rule). */
function requireInviteRight(deps: TeamDeps, role: TCustomerRole) {
  if (!canInviteRole(deps.actor.membership.role, role)) throw notAllowed();
}

function newInviteRow(deps: TeamDeps, grant: InviteGrant, email: string | null, now: Date) {
  const token = createOpaqueToken();
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

/**
 * Invites each address (the contract has lower-cased and de-duplicated them): one single-use
 * token per person, stored hashed, mailed as the /join link. Addresses of members are refused as a
 * whole (422 on emails); a pending invite of the same address is replaced.
 */
export async function inviteMembers(
  deps: InviteDeps & { input: TInviteMembersRequest },
): Promise<TInviteMembersResponse> {
  const { db, actor, input } = deps;
  const now = deps.now ?? new Date();
  requireInviteRight(deps, input.role);
  const members = await findMemberEmails(db, {
    teamId: actor.membership.teamId,
    emails: input.emails,
  });
  if (members.length > 0) {
    throw new AppError('VALIDATION', undefined, {
      fieldErrors: { emails: [teamMessages.alreadyMember] },
    });
  }
  const prepared = input.emails.map((email) => newInviteRow(deps, input, email, now));
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
  return { invites: invites.map((invite) => toInvite(invite, now)) };
}

/** A shareable link: an invite without an address, usable once by whoever holds it. */
export async function createInviteLink(
  deps: InviteDeps & { input: TInviteLinkRequest },
): Promise<TInviteLinkResponse> {
  const now = deps.now ?? new Date();
  requireInviteRight(deps, deps.input.role);
  const { token, row } = newInviteRow(deps, deps.input, null, now);
  const [invite] = await createInvites(deps.db, { rows: [row], now });
  if (!invite) throw new AppError('INTERNAL');
  return {
    url: getJoinUrl(deps.config.publicOrigin, token),
    expiresAt: toServerTimestamp(invite.expiresAt),
  };
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
  requireInviteRight(deps, invite.role);
  await revokeInvite(db, { teamId: actor.membership.teamId, inviteId: invite.id, now });
}
