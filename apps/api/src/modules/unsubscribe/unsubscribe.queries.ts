import type { TUnsubscribeType } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type EmailPreferenceRow, emailPreferences, users } from '../../db/schema/index.ts';

export function findEmailPreferences(db: Db, userId: number): Promise<EmailPreferenceRow[]> {
  return db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
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
