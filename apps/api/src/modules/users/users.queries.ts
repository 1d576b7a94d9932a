import type { TPasswordNames } from '@deckhand/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { insertTeamWithMembers } from '../../db/accounts/insert-team-with-members.ts';
import type { Db } from '../../db/database.ts';
import { definePreparedQuery } from '../../db/prepared-query.ts';
import {
  customerSettings,
  memberships,
  type TeamRow,
  teams,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { accountJson } from '../../platform/auth/account-json.ts';
import type { ActorAccount } from '../../platform/auth/actor.ts';

/**
 * The names a new password of this user may not contain (§5.1): their full name, address,
 * company and the names of their teams.
 */
export async function getPasswordNames(
  db: Db,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'company'>,
): Promise<TPasswordNames> {
  const rows = await db
    .select({ name: teams.name })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, user.id));
  return {
    fullName: user.name,
    email: user.email,
    companyNames: [user.company, ...rows.map((row) => row.name)],
  };
}

/** Prepared: every sign-in reads it (the other of a sign-in's reads is findUserAccount). */
const findUserByEmail = definePreparedQuery('find_user_by_email', (db, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare(name),
);

export async function getUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await findUserByEmail(db).execute({ email: email.toLowerCase() });
  return row ?? null;
}

export async function getUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** A user with their first team membership (if any) and their saved settings. */
const findUserAccount = definePreparedQuery('find_user_account', (db, name) =>
  db
    .select({ account: accountJson() })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(teams, eq(teams.id, memberships.teamId))
    .leftJoin(customerSettings, eq(customerSettings.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(1)
    .prepare(name),
);

export async function getUserAccount(db: Db, userId: number): Promise<ActorAccount | null> {
  const [row] = await findUserAccount(db).execute({ userId });
  return row?.account ?? null;
}

export interface CreateCustomerInput {
  email: string;
  name: string;
  /** Null for an account that signs in through an external identity provider only. */
  passwordHash: string | null;
  receiveOffers: boolean;
  /** Set when the address is already verified (by an identity provider). */
  emailVerifiedAt?: Date | null;
}

/** A customer, their own team (named after them) and the owner membership, in one transaction. */
export async function createCustomerWithTeam(
  db: Db,
  input: CreateCustomerInput,
): Promise<{ user: UserRow; team: TeamRow }> {
  return db.transaction(async (tx) => {
    const { team, members } = await insertTeamWithMembers(
      tx,
      { name: input.name, customerType: 'new' },
      [{ user: input, role: 'owner' }],
    );
    return { user: members[0].user, team };
  });
}

/** Marks the address verified; true only for the call that did it (it was not verified yet). */
export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
