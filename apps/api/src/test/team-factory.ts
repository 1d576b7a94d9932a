import type { TCustomerRole } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import {
  insertTeamMembers,
  insertTeamWithMembers,
  type TeamMember,
} from '../db/accounts/insert-team-with-members.ts';
import type { Db } from '../db/database.ts';
import { memberships, type UserRow } from '../db/schema/index.ts';
import { createSession } from '../platform/auth/session-store.ts';
import { spaHeaders } from './create-test-app.ts';
import { buildTestUserValues } from './user-factory.ts';

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

async function signInMember(db: Db, member: TeamMember): Promise<TeamPerson> {
  return {
    user: member.user,
    membershipId: member.membership.id,
    token: await signIn(db, member.user.id),
  };
}

/** A person in an existing team with this role (credit permissions only for owners). */
export async function addTeamPerson(
  db: Db,
  teamId: number,
  role: TCustomerRole,
  name?: string,
): Promise<TeamPerson> {
  const user = await buildTestUserValues({ password: null, ...(name ? { name } : {}) });
  const [member] = await insertTeamMembers(db, teamId, [{ user, role }]);
  return signInMember(db, member);
}

/** A team (named after its owner) with an owner, an admin and a manager. */
export async function createTeamWithRoles(db: Db, ownerName?: string) {
  const ownerUser = await buildTestUserValues({
    password: null,
    ...(ownerName ? { name: ownerName } : {}),
  });
  const adminUser = await buildTestUserValues({ password: null });
  const managerUser = await buildTestUserValues({ password: null });
  const { team, members } = await insertTeamWithMembers(db, { name: ownerUser.name }, [
    { user: ownerUser, role: 'owner' },
    { user: adminUser, role: 'admin' },
    { user: managerUser, role: 'manager' },
  ]);
  const [owner, admin, manager] = members;
  return {
    teamId: team.id,
    owner: await signInMember(db, owner),
    admin: await signInMember(db, admin),
    manager: await signInMember(db, manager),
  };
}

/** A signed-in request to the app, as the SPA sends it. */
export function callAs(
  app: App,
  token: string | null,
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown },
) {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { ...spaHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
}
