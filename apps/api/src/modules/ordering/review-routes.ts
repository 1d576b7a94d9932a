import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { approvalsRoutes } from './approvals/approvals.routes.ts';
import { guestReviewRoutes } from './guests/guest-review.routes.ts';
import { reviewGuestsRoutes } from './guests/review-guests.routes.ts';
import { reviewPinsRoutes } from './pins/review-pins.routes.ts';
import { reviewClockRoutes } from './review-clock/review-clock.routes.ts';
import { reviewLogRoutes } from './review-log/review-log.routes.ts';

/**
 * The customer's review of a delivered version, beside the answer itself (orderReviewRoutes): its
 * pinned comments, its clock, its approvers, its audit trail, and its guest reviewers.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{
  database: Database;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicOrigin'>;
}> = async (app, options) => {
  // Not `options` itself: it carries the prefix, which the routes below already inherit.
  const own = { database: options.database };
  const { mailer, config } = options;
  await app.register(reviewPinsRoutes, own);
  await app.register(reviewClockRoutes, own);
  await app.register(approvalsRoutes, own);
  await app.register(reviewLogRoutes, own);
  await app.register(reviewGuestsRoutes, { ...own, mailer, config });
  await app.register(guestReviewRoutes, { ...own, mailer });
};
