import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberships, teams, users } from '../../db/schema/index.ts';

/** The first team with daily capacity of the user with this email (lowercased), if any. */
export async function findCapacityTeamByEmail(db: Db, email: string) {
  const [team] = await db
    .select({ id: teams.id, name: teams.name, dailyCapacity: teams.dailyCapacity })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(and(eq(sql`lower(${users.email})`, email), gt(teams.dailyCapacity, 0)))
    .orderBy(asc(memberships.id))
    .limit(1);
  return team ?? null;
}
