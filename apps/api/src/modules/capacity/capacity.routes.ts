import {
  canSeeInsightsDashboard,
  capacityMessages,
  ZCapacityQuery,
  ZCapacityReport,
  ZErrorResponse,
  ZStaffCapacityQuery,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { memberships, teams, users } from '../../db/schema/index.ts';
import { getTeamActor, requireStaff, requireTeamMember } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { buildCapacityReport } from './capacity-report.ts';

type Options = { database: Database };

const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  422: ZValidationErrorResponse,
};

/** The month asked for, or the current one (UTC) when left out. */
function monthOf(query: { year?: number | undefined; month?: number | undefined }) {
  const now = new Date();
  return { year: query.year ?? now.getUTCFullYear(), month: query.month ?? now.getUTCMonth() + 1 };
}

/**
 * The capacity overview (insights dashboard): a team's own, for its owners and admins when it has
 * daily capacity (managers and teams without capacity get 403), and any customer's by email for
 * staff. Transport only: buildCapacityReport computes it from the orders.
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
      onRequest: requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const [team] = await db
        .select({ id: teams.id, name: teams.name, dailyCapacity: teams.dailyCapacity })
        .from(users)
        .innerJoin(memberships, eq(memberships.userId, users.id))
        .innerJoin(teams, eq(teams.id, memberships.teamId))
        .where(and(eq(sql`lower(${users.email})`, request.query.email), gt(teams.dailyCapacity, 0)))
        .orderBy(asc(memberships.id))
        .limit(1);
      if (!team?.dailyCapacity) throw new AppError('NOT_FOUND', capacityMessages.noCustomer);
      return buildCapacityReport(db, {
        team: { id: team.id, name: team.name, dailyCapacity: team.dailyCapacity },
        ...monthOf(request.query),
      });
    },
  );
};
