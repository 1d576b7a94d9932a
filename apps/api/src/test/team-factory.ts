import type { TCustomerRole } from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { memberships, type UserRow } from '../db/schema/index.ts';
import { createSession } from '../platform/auth/session-store.ts';
import { spaHeaders } from './create-test-app.ts';
import { createTestUser } from './user-factory.ts';

/**
 * Test data for the team module: a team with one person per role, each signed in by a session
 * token. People here have no password (no hashing: fast); join tests make their own users.
 */

export interface TeamPerson {
  user: UserRow;
  membershipId: number;
  token: string;
}

export async function getMembershipId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  if (!row) throw new Error(`user ${userId} has no membership`);
  return row.id;
}

export async function signIn(db: Db, userId: number): Promise<string> {
  const { token } = await createSession({ db, userId, remember: false });
  return token;
}

/** A person in an existing team with this role (credit permissions only for owners). */
export async function addTeamPerson(
  db: Db,
  teamId: number,
  role: TCustomerRole,
  name?: string,
): Promise<TeamPerson> {
  const user = await createTestUser(db, { role: null, password: null, ...(name ? { name } : {}) });
  const [row] = await db
    .insert(memberships)
    .values({
      userId: user.id,
      teamId,
      role,
      manageCredits: role === 'owner',
      seeCreditBalance: role === 'owner',
    })
    .returning({ id: memberships.id });
  if (!row) throw new Error('no membership');
  return { user, membershipId: row.id, token: await signIn(db, user.id) };
}

/** A team (named after its owner) with an owner, an admin and a manager. */
export async function createTeamWithRoles(db: Db, ownerName?: string) {
  const ownerUser = await createTestUser(db, {
    password: null,
    ...(ownerName ? { name: ownerName } : {}),
  });
  const [ownerRow] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, ownerUser.id), eq(memberships.role, 'owner')));
  if (!ownerRow) throw new Error('no owner membership');
  const teamId = ownerRow.teamId;
  const owner: TeamPerson = {
    user: ownerUser,
    membershipId: ownerRow.id,
    token: await signIn(db, ownerUser.id),
  };
  const admin = await addTeamPerson(db, teamId, 'admin');
  const manager = await addTeamPerson(db, teamId, 'manager');
  return { teamId, owner, admin, manager };
}

/** A signed-in request to the app, as the SPA sends it. */
export function callAs(
  app: App,
  token: string | null,
  request: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: unknown },
) {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { ...spaHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
}
