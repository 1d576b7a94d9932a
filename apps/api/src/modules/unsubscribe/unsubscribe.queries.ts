import type { TUnsubscribeType } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  type EmailPreferenceRow,
  emailPreferences,
  type UserRow,
  users,
} from '../../db/schema/index.ts';

/** The signed-in user, when the link came without a token. */
export async function getUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** The user an unsubscribe token names. */
export async function findUserByPublicId(db: Db, publicId: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.publicId, publicId));
  return user ?? null;
}

export function findEmailPreferences(db: Db, userId: number): Promise<EmailPreferenceRow[]> {
  return db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
}

/** Whether the user turned this kind of email off (no row: they get it). */
export async function hasUnsubscribed(
  db: Db,
  userId: number,
  type: TUnsubscribeType,
): Promise<boolean> {
  const preference = (await findEmailPreferences(db, userId)).find((row) => row.type === type);
  return preference ? !preference.subscribed : false;
}

/**
 * Stores one preference; 'offers' is also the sign-up choice (users.receive_offers), kept in
 * step in the same transaction.
 */
export async function saveEmailPreference(
  db: Db,
  options: { userId: number; type: TUnsubscribeType; subscribed: boolean; now: Date },
): Promise<void> {
  const { userId, type, subscribed, now } = options;
  await db.transaction(async (tx) => {
    await tx
      .insert(emailPreferences)
      .values({ userId, type, subscribed, updatedAt: now })
      .onConflictDoUpdate({
        target: [emailPreferences.userId, emailPreferences.type],
        set: { subscribed, updatedAt: now },
      });
    if (type === 'offers') {
      await tx.update(users).set({ receiveOffers: subscribed }).where(eq(users.id, userId));
    }
  });
}
