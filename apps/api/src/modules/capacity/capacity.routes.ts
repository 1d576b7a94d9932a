import {
  canSeeInsightsDashboard,
  capacityMessages,
  ZCapacityQuery,
  ZCapacityReport,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { buildCapacityReport, monthOf } from './capacity-report.ts';

type Options = { database: Database };

const errors = errorResponses(401, 403, 404, 422);

/**
 * The capacity overview (insights dashboard): a team's own, for its owners and admins when it has
 * daily capacity (managers and teams without capacity get 403). Staff read any customer's through
 * staff-capacity.routes.ts. Transport only: buildCapacityReport computes it from the orders.
 */
export const capacityRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.get(
    '/reports/capacity',
    {
      schema: {
        tags: ['reports'],
        summary:
          'The team’s capacity overview of a month: daily capacity used, the orders by status and treatment, and the months of the year',
        querystring: ZCapacityQuery,
        response: { 200: ZCapacityReport, ...errors },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const actor = getTeamActor(request);
      const team = actor.account.team;
      const dailyCapacity = team?.dailyCapacity ?? 0;
      const allowed = canSeeInsightsDashboard({
        isStaff: false,
        customerRole: actor.membership.role,
        hasDailyCapacity: dailyCapacity > 0,
      });
      if (!team || !allowed) throw new AppError('FORBIDDEN', capacityMessages.notAllowed);
      return buildCapacityReport(db, {
        team: { id: team.id, name: team.name, dailyCapacity },
        ...monthOf(request.query),
      });
    },
  );
};
