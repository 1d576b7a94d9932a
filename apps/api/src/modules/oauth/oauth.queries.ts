import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  externalIdentities,
  type NewOAuthAttemptRow,
  type OAuthAttemptRow,
  oauthAttempts,
  type UserRow,
  users,
} from '../../db/schema/index.ts';

/** Stores a new attempt and drops attempts that expired more than a day ago. */
export async function insertOAuthAttempt(db: Db, row: NewOAuthAttemptRow, now: Date) {
  await db
    .delete(oauthAttempts)
    .where(lt(oauthAttempts.expiresAt, new Date(now.getTime() - 864e5)));
  await db.insert(oauthAttempts).values(row);
}

/**
 * Marks the attempt of this state used and returns it, in one statement: a state works once.
 * An expired attempt is consumed too (the caller reports the expiry); a used one gives null.
 */
export async function consumeOAuthAttempt(
  db: Db,
  stateHash: string,
  now: Date,
): Promise<OAuthAttemptRow | null> {
  const [row] = await db
    .update(oauthAttempts)
    .set({ usedAt: now })
    .where(and(eq(oauthAttempts.stateHash, stateHash), isNull(oauthAttempts.usedAt)))
    .returning();
  return row ?? null;
}

/** Whether a popup attempt in flight (unused, unexpired) owns this realtime channel. */
export async function hasOpenPopupAttempt(db: Db, channel: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ stateHash: oauthAttempts.stateHash })
    .from(oauthAttempts)
    .where(
      and(
        eq(oauthAttempts.channel, channel),
        eq(oauthAttempts.mode, 'popup'),
        isNull(oauthAttempts.usedAt),
        gt(oauthAttempts.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function getUserByExternalIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

/** Links (provider, subject) to a user; a link made meanwhile by a parallel callback stays. */
export async function linkExternalIdentity(
  db: Db,
  identity: { provider: string; subject: string; userId: number },
): Promise<void> {
  await db.insert(externalIdentities).values(identity).onConflictDoNothing();
}
