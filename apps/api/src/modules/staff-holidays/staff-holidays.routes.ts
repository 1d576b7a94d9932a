import {
  holidayMessages,
  ZNotification,
  ZRouteId,
  ZStaffHoliday,
  ZStaffHolidayRequest,
  ZStaffHolidaysResponse,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { getActor } from '../../platform/auth/actor.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { addHoliday, findComingHolidays, removeHoliday } from './staff-holidays.service.ts';

type Options = { database: Database };

const tags = ['staff'];
const errors = errorResponses(401, 403, 404, 422);

/**
 * The provider's holidays (staff only): those ahead, adding one, removing one; each change in
 * the audit log. The order form reads them through its reference copy, so every instance sees
 * a change within ORDER_REFERENCE_TTL_MS.
 */
export const staffHolidaysRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.get(
    '/staff/holidays',
    {
      schema: {
        tags,
        summary: 'The provider holidays from today on, soonest first',
        response: { 200: ZStaffHolidaysResponse, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { holidays: await findComingHolidays(db) };
    },
  );

  app.post(
    '/staff/holidays',
    {
      schema: {
        tags,
        summary: 'Adds a holiday (today or later); without availability it blocks delivery dates',
        body: ZStaffHolidayRequest,
        response: { 200: ZStaffHoliday, ...errors },
      },
    },
    async (request) =>
      addHoliday(db, { staffUserId: getActor(request).userId, holiday: request.body }),
  );

  app.delete(
    '/staff/holidays/:id',
    {
      schema: {
        tags,
        summary: 'Removes a holiday',
        params: z.object({ id: ZRouteId }),
        response: { 200: ZNotification, ...errors },
      },
    },
    async (request) => {
      await removeHoliday(db, {
        staffUserId: getActor(request).userId,
        holidayId: request.params.id,
      });
      return { type: 'success' as const, message: holidayMessages.removed };
    },
  );
};
