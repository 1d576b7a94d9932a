import { capacityMessages, ZCapacityReport, ZStaffCapacityQuery } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { findCapacityTeamByEmail } from './capacity.queries.ts';
import { buildCapacityReport, monthOf } from './capacity-report.ts';

type Options = { database: Database };

const errors = errorResponses(401, 403, 404, 422);

/**
 * Any customer's capacity overview, for staff (registered in the staff scope of app.ts, which
 * lets only staff in). Transport only.
 */
export const staffCapacityRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.get(
    '/staff/reports/capacity',
    {
      schema: {
        tags: ['staff'],
        summary:
          'A customer’s capacity overview of a month, found by the email of a member of a team with daily capacity',
        querystring: ZStaffCapacityQuery,
        response: { 200: ZCapacityReport, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const team = await findCapacityTeamByEmail(db, request.query.email);
      if (!team?.dailyCapacity) throw new AppError('NOT_FOUND', capacityMessages.noCustomer);
      return buildCapacityReport(db, {
        team: { id: team.id, name: team.name, dailyCapacity: team.dailyCapacity },
        ...monthOf(request.query),
      });
    },
  );
};
