import type { TCustomerRole } from '@deckhand/contract';
import type { Db } from '../database.ts';
import {
  type MembershipRow,
  memberships,
  type NewTeamRow,
  type NewUserRow,
  type TeamRow,
  teams,
  type UserRow,
  users,
} from '../schema/index.ts';

/**
 * The one way users, teams and memberships are built: sign-up (createCustomerWithTeam), the demo
 * seed and the test factories all insert through here, so they store the same rows.
 */

/** A person to insert into a team; credit permissions default to true for owners only. */
export interface NewTeamMember {
  user: NewUserRow;
  role: TCustomerRole;
  manageCredits?: boolean;
  seeCreditBalance?: boolean;
}

export interface TeamMember {
  user: UserRow;
  membership: MembershipRow;
}

/** One TeamMember for each NewTeamMember given, in the same order (a tuple stays a tuple). */
export type TeamMembers<T extends readonly NewTeamMember[]> = { [K in keyof T]: TeamMember };

/** A user without a team (staff, or a person not in any team yet); the email is stored lower-case. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!user) throw new Error('Inserting a user returned no row');
  return user;
}

async function insertUsers(db: Db, members: readonly NewTeamMember[]): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  for (const member of members) rows.push(await insertUser(db, member.user));
  return rows;
}

async function insertMemberships<T extends readonly NewTeamMember[]>(
  db: Db,
  teamId: number,
  members: T,
  userRows: readonly UserRow[],
): Promise<TeamMembers<T>> {
  const inserted: TeamMember[] = [];
  for (const [index, member] of members.entries()) {
    const user = userRows[index];
    if (!user) throw new Error('Every member needs its user row');
    const isOwner = member.role === 'owner';
    const [membership] = await db
      .insert(memberships)
      .values({
        userId: user.id,
        teamId,
        role: member.role,
        manageCredits: member.manageCredits ?? isOwner,
        seeCreditBalance: member.seeCreditBalance ?? isOwner,
      })
      .returning();
    if (!membership) throw new Error('Inserting a membership returned no row');
    inserted.push({ user, membership });
  }
  return inserted as TeamMembers<T>;
}

/** New users added to an existing team. Not a transaction by itself: pass one if it must be. */
export async function insertTeamMembers<const T extends readonly NewTeamMember[]>(
  db: Db,
  teamId: number,
  members: T,
): Promise<TeamMembers<T>> {
  return insertMemberships(db, teamId, members, await insertUsers(db, members));
}

/**
 * A team and its members (users, then the team, then the memberships). Not a transaction by
 * itself: callers that need all or nothing pass one (sign-up, the seed).
 */
export async function insertTeamWithMembers<const T extends readonly NewTeamMember[]>(
  db: Db,
  team: NewTeamRow,
  members: T,
): Promise<{ team: TeamRow; members: TeamMembers<T> }> {
  const userRows = await insertUsers(db, members);
  const [teamRow] = await db.insert(teams).values(team).returning();
  if (!teamRow) throw new Error('Inserting a team returned no row');
  return { team: teamRow, members: await insertMemberships(db, teamRow.id, members, userRows) };
}
