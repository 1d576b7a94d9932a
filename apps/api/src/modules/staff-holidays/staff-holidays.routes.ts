import {
  holidayMessages,
  ZErrorResponse,
  ZNotification,
  ZRouteId,
  ZStaffHoliday,
  ZStaffHolidayRequest,
  ZStaffHolidaysResponse,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import { asc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from '../../db/database.ts';
import { providerHolidays, providerSettings } from '../../db/schema/index.ts';
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

/** Today in the provider's zone (YYYY-MM-DD), the day holidays are counted from. */
async function providerToday(db: Db, now = new Date()): Promise<string> {
  const [settings] = await db
    .select({ timeZone: providerSettings.timeZone })
    .from(providerSettings);
  return new Intl.DateTimeFormat('en-CA', { timeZone: settings?.timeZone ?? 'UTC' }).format(now);
}

const toHoliday = (row: typeof providerHolidays.$inferSelect) => ({
  id: row.id,
  date: row.date,
  title: row.title,
  message: row.message,
  noAvailability: row.noAvailability,
});

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
      onRequest: requireStaff,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rows = await db
        .select()
        .from(providerHolidays)
        .where(gte(providerHolidays.date, await providerToday(db)))
        .orderBy(asc(providerHolidays.date), asc(providerHolidays.id))
        .limit(500);
      return { holidays: rows.map(toHoliday) };
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
      onRequest: requireStaff,
    },
    async (request) => {
      const body = request.body;
      if (body.date < (await providerToday(db))) {
        throw new AppError('VALIDATION', holidayMessages.inPast, {
          fieldErrors: { date: [holidayMessages.inPast] },
        });
      }
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(providerHolidays).values(body).returning();
        if (!inserted) throw new Error('holidays: nothing inserted');
        await recordStaffAction(tx, {
          staffUserId: getActor(request).userId,
          action: 'holiday.add',
          teamId: null,
          details: { date: inserted.date, title: inserted.title },
        });
        return inserted;
      });
      return toHoliday(row);
    },
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
      onRequest: requireStaff,
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(providerHolidays)
          .where(eq(providerHolidays.id, request.params.id))
          .returning();
        if (!removed) throw new AppError('NOT_FOUND', holidayMessages.notFound);
        await recordStaffAction(tx, {
          staffUserId: getActor(request).userId,
          action: 'holiday.remove',
          teamId: null,
          details: { date: removed.date, title: removed.title },
        });
      });
      return { type: 'success' as const, message: holidayMessages.removed };
    },
  );
};
