import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MembershipRow, memberships, teams, users } from '../../db/schema/index.ts';

/** One member as the team page shows them: the membership and its person. */
const memberColumns = {
  id: memberships.id,
  userId: memberships.userId,
  teamId: memberships.teamId,
  role: memberships.role,
  manageCredits: memberships.manageCredits,
  seeCreditBalance: memberships.seeCreditBalance,
  joinedAt: memberships.createdAt,
  name: users.name,
  email: users.email,
};

export type MemberRecord = Awaited<ReturnType<typeof findTeamMembers>>[number];

/** Members of a team: owners first, then by name (case-insensitive), then by id. */
export function findTeamMembers(db: Db, teamId: number) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.teamId, teamId))
    .orderBy(
      sql`case when ${memberships.role} = 'owner' then 0 else 1 end`,
      sql`lower(${users.name})`,
      asc(memberships.id),
    );
}

/** One membership of this team; null when it does not exist or belongs to another team. */
export async function getTeamMember(db: Db, options: { teamId: number; membershipId: number }) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.id, options.membershipId), eq(memberships.teamId, options.teamId)));
  return row ?? null;
}

/** The membership of a user in a team, or null. */
export async function getMembershipOfUser(db: Db, options: { teamId: number; userId: number }) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, options.userId), eq(memberships.teamId, options.teamId)));
  return row ?? null;
}

/** Every membership of a user, each with its team's owner and member counts. */
export async function findMembershipsWithCounts(db: Db, userId: number) {
  const own = await db
    .select({ id: memberships.id, teamId: memberships.teamId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  if (own.length === 0) return [];
  const counts = await db
    .select({
      teamId: memberships.teamId,
      memberCount: count(),
      ownerCount: sql<number>`count(*) filter (where ${memberships.role} = 'owner')`.mapWith(
        Number,
      ),
    })
    .from(memberships)
    .where(
      inArray(
        memberships.teamId,
        own.map((row) => row.teamId),
      ),
    )
    .groupBy(memberships.teamId);
  return own.map((row) => {
    const team = counts.find((item) => item.teamId === row.teamId);
    return { ...row, memberCount: team?.memberCount ?? 0, ownerCount: team?.ownerCount ?? 0 };
  });
}

export async function countTeamOwners(db: Db, teamId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.role, 'owner')));
  return row?.value ?? 0;
}

export async function updateMembership(
  db: Db,
  membershipId: number,
  values: Pick<MembershipRow, 'role' | 'manageCredits' | 'seeCreditBalance'>,
): Promise<void> {
  await db.update(memberships).set(values).where(eq(memberships.id, membershipId));
}

/**
 * Takes a person out of a team and gives them a fresh team of their own (named after them,
 * owner with both credit permissions), in one transaction: nobody is left without a team.
 */
export async function moveMemberToOwnTeam(
  db: Db,
  options: { membershipId: number; userId: number; name: string },
): Promise<{ teamId: number }> {
  return db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.id, options.membershipId));
    const [team] = await tx
      .insert(teams)
      .values({ name: options.name, customerType: 'new' })
      .returning({ id: teams.id });
    if (!team) throw new Error('Creating a team returned no row');
    await tx.insert(memberships).values({
      userId: options.userId,
      teamId: team.id,
      role: 'owner',
      manageCredits: true,
      seeCreditBalance: true,
    });
    return { teamId: team.id };
  });
}

export async function getTeamName(db: Db, teamId: number): Promise<string | null> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? null;
}
