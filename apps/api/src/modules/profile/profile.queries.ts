import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type SessionRow, sessions, users } from '../../db/schema/index.ts';
import { isLiveSession } from '../../platform/auth/session-store.ts';

export interface UserDetailsValues {
  name: string;
  company: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  countryId: number;
  dialCode: number | null;
  phone: string | null;
}

export async function updateUserDetails(
  db: Db,
  userId: number,
  values: UserDetailsValues,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The user's live sessions (not ended, not expired), most recent activity first. */
export function findLiveSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLiveSession(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one live session of this user; false when it is not theirs or no longer live. */
export async function endSessionOfUser(
  db: Db,
  options: { userId: number; sessionId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: options.now })
    .where(
      and(
        eq(sessions.id, options.sessionId),
        eq(sessions.userId, options.userId),
        isLiveSession(options.now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}
