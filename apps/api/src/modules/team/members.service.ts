import {
  canLeaveTeam,
  canRemoveMember,
  findMemberChangeRefusal,
  type TTeamMember,
  type TTeamMembersResponse,
  type TUpdateMemberRequest,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import type { TeamActor } from '../../platform/auth/actor.ts';
import { findPendingInvites } from './invites.queries.ts';
import {
  countTeamOwners,
  findTeamMembers,
  getMembershipOfUser,
  getTeamMember,
  moveMemberToOwnTeam,
  updateMembership,
} from './members.queries.ts';
import { lastOwner, memberNotFound, notAllowed, refuse } from './team-access.ts';
import { toInvite, toTeamMember } from './team-mappers.ts';

export interface TeamDeps {
  db: Db;
  actor: TeamActor;
  now?: Date;
}

/** Any member sees the team: its members and the invitations still pending. */
export async function findTeam({
  db,
  actor,
  now = new Date(),
}: TeamDeps): Promise<TTeamMembersResponse> {
  const [members, invites] = await Promise.all([
    findTeamMembers(db, actor.membership.teamId),
    findPendingInvites(db, actor.membership.teamId, now),
  ]);
  return {
    members: members.map((member) => toTeamMember(member, actor.userId)),
    invites: invites.map((invite) => toInvite(invite, now)),
  };
}

async function requireMember(deps: TeamDeps, membershipId: number) {
  const member = await getTeamMember(deps.db, {
    teamId: deps.actor.membership.teamId,
    membershipId,
  });
  if (!member) throw memberNotFound();
  return member;
}

/**
 * Role and permissions by the contract's findMemberChangeRefusal: nobody edits their own
 * membership, gives a role above their own or touches a credit permission they lack, and the
 * last owner stays an owner. Each refusal answers 403 with its own message.
 */
export async function updateMember(
  deps: TeamDeps & { membershipId: number; input: TUpdateMemberRequest },
): Promise<TTeamMember> {
  const { db, actor, input } = deps;
  const member = await requireMember(deps, deps.membershipId);
  const ownerCount = await countTeamOwners(db, actor.membership.teamId);
  const target = { ...member, isSelf: member.userId === actor.userId };
  const refusal = findMemberChangeRefusal(actor.membership, target, input, ownerCount);
  if (refusal) throw refuse(refusal);
  await updateMembership(db, member.id, input);
  return toTeamMember({ ...member, ...input }, actor.userId);
}

/** Removes a member; they get a team of their own (see the module's docs). */
export async function removeMember(deps: TeamDeps & { membershipId: number }): Promise<void> {
  const { db, actor } = deps;
  const member = await requireMember(deps, deps.membershipId);
  const ownerCount = await countTeamOwners(db, actor.membership.teamId);
  if (!canRemoveMember(actor.membership.role, member.role, ownerCount)) {
    throw canRemoveMember(actor.membership.role, member.role, Number.POSITIVE_INFINITY)
      ? lastOwner()
      : notAllowed();
  }
  await moveMemberToOwnTeam(db, {
    membershipId: member.id,
    userId: member.userId,
    name: member.name,
  });
}

/** The caller leaves; the last owner may not. They get a team of their own. */
export async function leaveTeam({ db, actor }: TeamDeps): Promise<void> {
  const member = await getMembershipOfUser(db, {
    teamId: actor.membership.teamId,
    userId: actor.userId,
  });
  if (!member) throw memberNotFound();
  const ownerCount = await countTeamOwners(db, actor.membership.teamId);
  if (!canLeaveTeam(member.role, ownerCount)) throw lastOwner();
  await moveMemberToOwnTeam(db, {
    membershipId: member.id,
    userId: actor.userId,
    name: member.name,
  });
}
