import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { memberships, teams, type UserRow, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { createSession } from '../platform/auth/session-store.ts';

export const testPassword = 'Secret#123';

let sequence = 0;

export interface CreateTestUserOptions {
  email?: string;
  name?: string;
  password?: string | null;
  isStaff?: boolean;
  verified?: boolean;
  disabled?: boolean;
  /** Team role; null for no team (staff default). */
  role?: 'owner' | 'admin' | 'manager' | null;
  values?: Partial<typeof users.$inferInsert>;
}

/** A user straight in the database (verified, owner of their own team, unless told otherwise). */
export async function createTestUser(
  db: Db,
  options: CreateTestUserOptions = {},
): Promise<UserRow> {
  sequence += 1;
  const password = options.password === undefined ? testPassword : options.password;
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${sequence}-${Date.now()}@example.com`,
      name: options.name ?? `Test User ${sequence}`,
      passwordHash: password === null ? null : await hashPassword(password),
      isStaff: options.isStaff ?? false,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      disabledAt: options.disabled ? new Date() : null,
      ...options.values,
    })
    .returning();
  if (!user) throw new Error('no user');
  const role = options.role === undefined ? (options.isStaff ? null : 'owner') : options.role;
  if (role) {
    const [team] = await db.insert(teams).values({ name: user.name }).returning();
    if (!team) throw new Error('no team');
    const isOwner = role === 'owner';
    await db.insert(memberships).values({
      userId: user.id,
      teamId: team.id,
      role,
      manageCredits: isOwner,
      seeCreditBalance: isOwner,
    });
  }
  return user;
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
