import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { endSessionsOfUser } from '../../platform/auth/session-store.ts';

/**
 * Disables an account: sets disabled_at and ends every session in one transaction, so the
 * user's tokens stop working at once and login is refused. Disabling twice keeps the first
 * time. Returns the user, or null when there is no such user. (The staff console calls it.)
 */
export async function disableUser(options: {
  db: Db;
  userId: number;
  now?: Date;
}): Promise<UserRow | null> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: now })
      .where(and(eq(users.id, options.userId), isNull(users.disabledAt)));
    await endSessionsOfUser({ db: tx, userId: options.userId, now });
    const [user] = await tx.select().from(users).where(eq(users.id, options.userId));
    return user ?? null;
  });
}
