import {
  type TInvite,
  type TInviteStatus,
  type TTeamMember,
  toServerTimestamp,
} from '@deckhand/contract';
import type { TeamInviteRow } from '../../db/schema/index.ts';
import type { MemberRecord } from './members.queries.ts';

/** A membership as the contract's team member. */
export function toTeamMember(record: MemberRecord, currentUserId: number): TTeamMember {
  return {
    id: record.id,
    userId: record.userId,
    name: record.name,
    email: record.email,
    role: record.role,
    manageCredits: record.manageCredits,
    seeCreditBalance: record.seeCreditBalance,
    isCurrentUser: record.userId === currentUserId,
    joinedAt: toServerTimestamp(record.joinedAt),
  };
}

export function getInviteStatus(invite: TeamInviteRow, now: Date): TInviteStatus {
  if (invite.acceptedAt) return 'accepted';
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt > now ? 'pending' : 'expired';
}

/** An invite as the contract shows it; never its token (only the hash is stored). */
export function toInvite(invite: TeamInviteRow, now: Date): TInvite {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    manageCredits: invite.manageCredits,
    seeCreditBalance: invite.seeCreditBalance,
    status: getInviteStatus(invite, now),
    createdAt: toServerTimestamp(invite.createdAt),
    expiresAt: toServerTimestamp(invite.expiresAt),
  };
}
