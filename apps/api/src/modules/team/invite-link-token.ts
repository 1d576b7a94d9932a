import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TeamInviteRow } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';

type TLinkFields = Pick<
  TeamInviteRow,
  'teamId' | 'role' | 'manageCredits' | 'seeCreditBalance' | 'createdAt'
>;

/**
 * The token of a shareable invite link. Unlike an emailed invite's random token it is derived:
 * HMAC-SHA256 under the server secret of the link's own fields (team, role, permissions, creation
 * time), base64url like every token. The database keeps only its sha-256, as for every token,
 * so a copy of the database alone cannot rebuild a link; the server can, to give the team's live
 * link again instead of making another one.
 */
export function deriveInviteLinkToken(secret: string, link: TLinkFields): string {
  const fields = [
    'team-invite-link',
    link.teamId,
    link.role,
    link.manageCredits ? 1 : 0,
    link.seeCreditBalance ? 1 : 0,
    link.createdAt.getTime(),
  ].join(':');
  return createHmac('sha256', secret).update(fields).digest('base64url');
}

/**
 * The token of a stored link, or null when it cannot be rebuilt (the secret changed since, or
 * the link predates derived tokens): such a link still works, but is not handed out again.
 */
export function rebuildInviteLinkToken(
  secret: string,
  link: TLinkFields & Pick<TeamInviteRow, 'tokenHash'>,
): string | null {
  const token = deriveInviteLinkToken(secret, link);
  const expected = Buffer.from(link.tokenHash);
  const actual = Buffer.from(hashToken(token));
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? token : null;
}
