import { asc, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type AlertRow, alerts, type NewAlertRow } from '../../db/schema/index.ts';
import { computeAlertHash } from '../../platform/alerts/alert-hash.ts';

/** Alerts not yet ended at `now` (open-ended, running or still to start), oldest first. */
export function findUnexpiredAlerts(db: Db, now: Date): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(or(isNull(alerts.endsAt), gt(alerts.endsAt, now)))
    .orderBy(asc(alerts.startsAt), asc(alerts.id));
}

export async function createAlert(
  db: Db,
  input: Omit<NewAlertRow, 'id' | 'hash' | 'createdAt'>,
): Promise<AlertRow> {
  const [row] = await db
    .insert(alerts)
    .values({ ...input, hash: computeAlertHash(input) })
    .returning();
  if (!row) throw new Error('Inserting an alert returned no row');
  return row;
}
