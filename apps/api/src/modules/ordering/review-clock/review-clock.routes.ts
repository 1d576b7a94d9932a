import { ZOrderResponse, ZReviewOpenedRequest, ZRouteId } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { orderPageAnswers } from '../orders/order-page-answer.ts';
import { publishOrderEvent } from '../orders/order-states.ts';
import { extendReview, recordVersionOpened, reopenReview } from './review-clock-actions.ts';
import { publishReviewClockChanged } from './review-clock-events.ts';

type Options = { database: Database };

const params = z.object({ id: ZRouteId });

/**
 * The customer's hold on the review's clock (every role of the team answers reviews): extend it
 * once per round, reopen an automatic approval within a week, and say a version was opened.
 * Another team's order, or an unknown id, is 404. Transport only.
 */
export const reviewClockRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const realtime = (channel: string, event: string, payload: unknown) =>
    app.realtime.publish(channel, event, payload);
  const publish = publishOrderEvent(realtime);

  const { findOrder, answer } = orderPageAnswers(db);

  app.post(
    '/orders/:id/review/extend',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Extends the open review by 72 business hours, once per round; answers the order as its page shows it (409 when the clock is not running or was extended this round)',
        params,
        response: { 200: ZOrderResponse, ...errorResponses(401, 403, 404, 409) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const order = await findOrder(actor.membership.teamId, request.params.id);
      await extendReview(db, { orderId: order.id, userId: actor.userId, now: new Date() });
      publishReviewClockChanged(realtime, order);
      return answer(order.id);
    },
  );

  app.post(
    '/orders/:id/review/reopen',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Reopens an order approved automatically, within 7 days, free: it is under review again with a new window (409 otherwise)',
        params,
        response: { 200: ZOrderResponse, ...errorResponses(401, 403, 404, 409) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const order = await findOrder(actor.membership.teamId, request.params.id);
      const moved = await reopenReview(db, { order, userId: actor.userId, now: new Date() });
      publish(order.teamId, moved.event);
      return answer(order.id);
    },
  );

  app.post(
    '/orders/:id/review/opened',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Records that the caller has a delivered version in front of them (once per person and version, on the review log); 204',
        params,
        body: ZReviewOpenedRequest,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      const actor = getTeamActor(request);
      const order = await findOrder(actor.membership.teamId, request.params.id);
      await recordVersionOpened(db, {
        orderId: order.id,
        round: request.body.round,
        by: { userId: actor.userId },
        now: new Date(),
      });
      return reply.code(204).send(null);
    },
  );
};
