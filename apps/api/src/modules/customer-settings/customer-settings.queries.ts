import type { Db } from '../../db/database.ts';
import { customerSettings } from '../../db/schema/index.ts';

/** Saves the whole settings object of a user (insert or replace). */
export async function upsertCustomerSettings(
  db: Db,
  options: { userId: number; settings: Record<string, unknown>; now: Date },
): Promise<Record<string, unknown>> {
  const [row] = await db
    .insert(customerSettings)
    .values({ userId: options.userId, settings: options.settings, updatedAt: options.now })
    .onConflictDoUpdate({
      target: customerSettings.userId,
      set: { settings: options.settings, updatedAt: options.now },
    })
    .returning();
  if (!row) throw new Error('Saving customer settings returned no row');
  return row.settings;
}
