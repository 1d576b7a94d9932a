import { sql } from 'drizzle-orm';
import { insertTeamWithMembers, insertUser } from '../db/accounts/insert-team-with-members.ts';
import type { Db } from '../db/database.ts';
import type { NewUserRow, UserRow } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { createSession } from '../platform/auth/session-store.ts';

export const testPassword = 'Secret#123';

let sequence = 0;

/**
 * The test password's hash, made once per worker: an argon2id hash costs ~30 ms of a core, and
 * most users a test makes have this password. Each user still has a real hash its password
 * checks against (the salt is shared, which a test cannot tell).
 */
let testPasswordHash: Promise<string> | undefined;

function hashForTest(password: string): Promise<string> {
  if (password !== testPassword) return hashPassword(password);
  testPasswordHash ??= hashPassword(testPassword);
  return testPasswordHash;
}

export interface CreateTestUserOptions {
  email?: string;
  name?: string;
  password?: string | null;
  isStaff?: boolean;
  verified?: boolean;
  disabled?: boolean;
  /** Team role; null for no team (staff default). */
  role?: 'owner' | 'admin' | 'manager' | null;
  values?: Partial<NewUserRow>;
}

/** The users row createTestUser inserts: a fresh address and name unless told otherwise. */
export async function buildTestUserValues(
  options: CreateTestUserOptions = {},
): Promise<NewUserRow> {
  sequence += 1;
  const password = options.password === undefined ? testPassword : options.password;
  return {
    email: options.email ?? `user-${sequence}-${Date.now()}@example.com`,
    name: options.name ?? `Test User ${sequence}`,
    passwordHash: password === null ? null : await hashForTest(password),
    isStaff: options.isStaff ?? false,
    emailVerifiedAt: options.verified === false ? null : new Date(),
    disabledAt: options.disabled ? new Date() : null,
    ...options.values,
  };
}

/** A user straight in the database (verified, owner of their own team, unless told otherwise). */
export async function createTestUser(
  db: Db,
  options: CreateTestUserOptions = {},
): Promise<UserRow> {
  const values = await buildTestUserValues(options);
  const role = options.role === undefined ? (options.isStaff ? null : 'owner') : options.role;
  if (!role) return insertUser(db, values);
  const { members } = await insertTeamWithMembers(db, { name: values.name }, [
    { user: values, role },
  ]);
  return members[0].user;
}

/** Rate-limit counters are per database; tests of one file start each from zero. */
export async function resetRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits`);
}

/** A user with one signed-in session (its token as the browser cookie). */
export async function createSignedInUser(
  ctx: { database: { db: Db } },
  options: CreateTestUserOptions = {},
) {
  const user = await createTestUser(ctx.database.db, options);
  const { token, session } = await createSession({
    db: ctx.database.db,
    userId: user.id,
    remember: false,
    deviceId: 'device-current',
    userAgent: 'vitest',
  });
  return { user, token, session, cookies: { deckhand_session: token } };
}
