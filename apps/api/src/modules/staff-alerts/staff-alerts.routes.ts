import {
  staffAlertMessages,
  type TStaffAlert,
  toServerTimestamp,
  ZErrorResponse,
  ZRouteId,
  ZStaffAlert,
  ZStaffAlertRequest,
  ZStaffAlertsResponse,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { type AlertRow, alerts } from '../../db/schema/index.ts';
import { computeAlertHash } from '../../platform/alerts/alert-hash.ts';
import { getActor, requireStaff } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordStaffAction } from '../staff-audit/index.ts';

type Options = { database: Database };

const tags = ['staff'];
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  422: ZValidationErrorResponse,
};
const dayMs = 24 * 60 * 60 * 1000;

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

/**
 * Site-wide alerts (staff only): the scheduled, showing and recently ended ones, posting one
 * (its hash from its content, so a reworded alert shows again to those who dismissed the old),
 * and ending one now. Each change in the audit log. Every instance's init shows a change within
 * its alerts copy's time to live.
 */
export const staffAlertsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.get(
    '/staff/alerts',
    {
      schema: {
        tags,
        summary:
          'The alerts scheduled or showing, and those ended in the last 30 days, newest first',
        response: { 200: ZStaffAlertsResponse, ...errors },
      },
      onRequest: requireStaff,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const now = new Date();
      const rows = await db
        .select()
        .from(alerts)
        .where(or(isNull(alerts.endsAt), gt(alerts.endsAt, new Date(now.getTime() - 30 * dayMs))))
        .orderBy(desc(alerts.startsAt), desc(alerts.id))
        .limit(200);
      return { alerts: rows.map((row) => toStaffAlert(row, now)) };
    },
  );

  app.post(
    '/staff/alerts',
    {
      schema: {
        tags,
        summary:
          'Posts a maintenance or holiday alert for every customer, from now or a given start, until a given end or ended',
        body: ZStaffAlertRequest,
        response: { 200: ZStaffAlert, ...errors },
      },
      onRequest: requireStaff,
    },
    async (request) => {
      const { key, type, message, startsAt, endsAt } = request.body;
      const now = new Date();
      if (endsAt && new Date(endsAt) <= now) {
        throw new AppError('VALIDATION', 'The end must be in the future.', {
          fieldErrors: { endsAt: ['The end must be in the future.'] },
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
          staffUserId: getActor(request).userId,
          action: 'alert.post',
          teamId: null,
          details: { alertId: inserted.id, key, type },
        });
        return inserted;
      });
      return toStaffAlert(row, now);
    },
  );

  app.delete(
    '/staff/alerts/:id',
    {
      schema: {
        tags,
        summary: 'Ends an alert now (a scheduled one never shows); it stays in the list as ended',
        params: z.object({ id: ZRouteId }),
        response: { 200: ZStaffAlert, ...errors },
      },
      onRequest: requireStaff,
    },
    async (request) => {
      const now = new Date();
      const row = await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(alerts)
          .set({ endsAt: now })
          .where(
            and(
              eq(alerts.id, request.params.id),
              or(isNull(alerts.endsAt), gt(alerts.endsAt, now)),
            ),
          )
          .returning();
        if (!ended) throw new AppError('NOT_FOUND', staffAlertMessages.notFound);
        await recordStaffAction(tx, {
          staffUserId: getActor(request).userId,
          action: 'alert.end',
          teamId: null,
          details: { alertId: ended.id, key: ended.key },
        });
        return ended;
      });
      return toStaffAlert(row, now);
    },
  );
};
