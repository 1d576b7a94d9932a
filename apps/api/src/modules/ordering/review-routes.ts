import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { approvalsRoutes } from './approvals/approvals.routes.ts';
import { reviewPinsRoutes } from './pins/review-pins.routes.ts';
import { reviewClockRoutes } from './review-clock/review-clock.routes.ts';
import { reviewLogRoutes } from './review-log/review-log.routes.ts';

/**
 * The customer's review of a delivered version, beside the answer itself (orderReviewRoutes): its
 * pinned comments, its clock, its approvers and its audit trail.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, options) => {
  // Not `options` itself: it carries the prefix, which the routes below already inherit.
  const own = { database: options.database };
  await app.register(reviewPinsRoutes, own);
  await app.register(reviewClockRoutes, own);
  await app.register(approvalsRoutes, own);
  await app.register(reviewLogRoutes, own);
};
