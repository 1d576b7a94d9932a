import {
  dayMs,
  staffAlertMessages,
  type TStaffAlert,
  type TStaffAlertRequest,
  toServerTimestamp,
} from '@deckhand/contract';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type AlertRow, alerts } from '../../db/schema/index.ts';
import { computeAlertHash } from '../../platform/alerts/alert-hash.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordStaffAction } from '../staff-audit/index.ts';

function toStaffAlert(row: AlertRow, now: Date): TStaffAlert {
  const state =
    row.startsAt > now ? 'scheduled' : row.endsAt && row.endsAt <= now ? 'ended' : 'showing';
  return {
    id: row.id,
    key: row.key,
    type: row.type,
    message: row.message,
    startsAt: toServerTimestamp(row.startsAt),
    endsAt: row.endsAt ? toServerTimestamp(row.endsAt) : null,
    state,
  };
}

/** The alerts scheduled or showing, and those ended in the last 30 days, newest first. */
export async function findStaffAlerts(db: Db, now = new Date()): Promise<TStaffAlert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(or(isNull(alerts.endsAt), gt(alerts.endsAt, new Date(now.getTime() - 30 * dayMs))))
    .orderBy(desc(alerts.startsAt), desc(alerts.id))
    .limit(200);
  return rows.map((row) => toStaffAlert(row, now));
}

/** Posts an alert from now or its start until its end (in the future) or ended; audited. */
export async function postAlert(
  db: Db,
  options: { staffUserId: number; alert: TStaffAlertRequest },
): Promise<TStaffAlert> {
  const { key, type, message, startsAt, endsAt } = options.alert;
  const now = new Date();
  if (endsAt && new Date(endsAt) <= now) {
    throw new AppError('VALIDATION', staffAlertMessages.endInPast, {
      fieldErrors: { endsAt: [staffAlertMessages.endInPast] },
    });
  }
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(alerts)
      .values({
        key,
        type,
        message,
        hash: computeAlertHash({ key, type, message }),
        startsAt: startsAt ? new Date(startsAt) : now,
        endsAt: endsAt ? new Date(endsAt) : null,
      })
      .returning();
    if (!inserted) throw new Error('alerts: nothing inserted');
    await recordStaffAction(tx, {
      staffUserId: options.staffUserId,
      action: 'alert.post',
      teamId: null,
      details: { alertId: inserted.id, key, type },
    });
    return inserted;
  });
  return toStaffAlert(row, now);
}

/** Ends an alert now (a scheduled one never shows); 404 when none is showing or scheduled. */
export async function endAlert(
  db: Db,
  options: { staffUserId: number; alertId: number },
): Promise<TStaffAlert> {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(alerts)
      .set({ endsAt: now })
      .where(and(eq(alerts.id, options.alertId), or(isNull(alerts.endsAt), gt(alerts.endsAt, now))))
      .returning();
    if (!ended) throw new AppError('NOT_FOUND', staffAlertMessages.notFound);
    await recordStaffAction(tx, {
      staffUserId: options.staffUserId,
      action: 'alert.end',
      teamId: null,
      details: { alertId: ended.id, key: ended.key },
    });
    return ended;
  });
  return toStaffAlert(row, now);
}
