import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type AlertRow, alerts, type NewAlertRow } from '../../db/schema/index.ts';
import { computeAlertHash } from './alert-hash.ts';

/** Alerts whose window contains `now`: started, and not yet ended (or open-ended). */
export function findActiveAlerts(db: Db, now: Date): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(lte(alerts.startsAt, now), or(isNull(alerts.endsAt), gt(alerts.endsAt, now))))
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
