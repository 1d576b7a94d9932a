import {
  ZRouteId,
  ZStaffAlert,
  ZStaffAlertRequest,
  ZStaffAlertsResponse,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { getActor } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { endAlert, findStaffAlerts, postAlert } from './staff-alerts.service.ts';

type Options = { database: Database };

const tags = ['staff'];
const errors = errorResponses(401, 403, 404, 422);

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
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { alerts: await findStaffAlerts(db) };
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
    },
    async (request) =>
      postAlert(db, { staffUserId: getActor(request).userId, alert: request.body }),
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
    },
    async (request) =>
      endAlert(db, { staffUserId: getActor(request).userId, alertId: request.params.id }),
  );
};
