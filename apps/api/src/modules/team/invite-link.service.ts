import {
  dayMs,
  type TInviteLinkRequest,
  type TInviteLinkResponse,
  toServerTimestamp,
} from '@deckhand/contract';
import type { TeamInviteRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { deriveInviteLinkToken, rebuildInviteLinkToken } from './invite-link-token.ts';
import { findLiveInviteLinks, insertInviteLink } from './invites.queries.ts';
import {
  getJoinUrl,
  type InviteDeps,
  newInviteRow,
  requireInviteRight,
} from './invites.service.ts';

/** A live link is given again only while it has at least this long to run. */
export const inviteLinkReuseMinMs = dayMs;

type TLinkDeps = InviteDeps & { input: TInviteLinkRequest };

/** The team's live link for the same role and permissions, with its rebuilt token, or null. */
async function findReusableLink(deps: TLinkDeps, now: Date) {
  const links = await findLiveInviteLinks(deps.db, {
    teamId: deps.actor.membership.teamId,
    grant: deps.input,
    now,
    validUntil: new Date(now.getTime() + inviteLinkReuseMinMs),
  });
  for (const link of links) {
    const token = rebuildInviteLinkToken(deps.config.cookieSecret, link);
    if (token) return { link, token };
  }
  return null;
}

function toLinkResponse(deps: TLinkDeps, link: TeamInviteRow, token: string): TInviteLinkResponse {
  return {
    url: getJoinUrl(deps.config.publicOrigin, token),
    expiresAt: toServerTimestamp(link.expiresAt),
  };
}

/**
 * A shareable link: an invite without an address, usable once by whoever holds it. Only a
 * caller who may give its role and permissions gets it. The team's live link for the same role
 * and permissions is given again (isNew false) while it has a day or more to run; otherwise a
 * new one is made.
 */
export async function getOrCreateInviteLink(
  deps: TLinkDeps,
): Promise<TInviteLinkResponse & { isNew: boolean }> {
  const now = deps.now ?? new Date();
  requireInviteRight(deps, deps.input);
  const live = await findReusableLink(deps, now);
  if (live) return { ...toLinkResponse(deps, live.link, live.token), isNew: false };
  const fields = { ...deps.input, teamId: deps.actor.membership.teamId, createdAt: now };
  const token = deriveInviteLinkToken(deps.config.cookieSecret, fields);
  const { row } = newInviteRow(deps, { grant: deps.input, email: null, now, token });
  const created = await insertInviteLink(deps.db, row);
  if (created) return { ...toLinkResponse(deps, created, token), isNew: true };
  // A simultaneous request made the same link in the same millisecond: give that one.
  const twin = await findReusableLink(deps, now);
  if (!twin) throw new AppError('INTERNAL');
  return { ...toLinkResponse(deps, twin.link, twin.token), isNew: false };
}
