import {
  reviewFairnessRules,
  ZReviewFairnessQuery,
  ZReviewFairnessResponse,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../platform/http/error-responses.ts';
import { getReviewFairness } from './review-fairness.service.ts';

type Options = { database: Database };

const errors = errorResponses(401, 403, 422);

/**
 * How fair the automatic approval is, for staff (registered in the staff scope of app.ts, which
 * lets only staff in): the share of automatic approvals whose version was never opened, by
 * month. Transport only.
 */
export const reviewFairnessRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  app.get(
    '/staff/review-fairness',
    {
      schema: {
        tags: ['staff'],
        summary: `Of the versions approved automatically, the share no customer or guest opened, by month (UTC), oldest first, against the goal of under ${reviewFairnessRules.goalPercent} %`,
        querystring: ZReviewFairnessQuery,
        response: { 200: ZReviewFairnessResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getReviewFairness(db, { months: request.query.months });
    },
  );
};
