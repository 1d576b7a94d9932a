import {
  feedbackMessages,
  formatOrderNumber,
  orderMessages,
  ZOrderFeedbackRequest,
  ZOrderFeedbackResponse,
  ZOrderFeedbackSaved,
  ZRouteId,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { getTeamOrder } from '../orders/orders.queries.ts';
import {
  canLeaveFeedback,
  findOrderFeedback,
  saveOrderFeedback,
  toOrderFeedback,
} from './order-feedback.ts';

type Options = { database: Database };

const params = z.object({ id: ZRouteId });
const errors = errorResponses(401, 403, 404, 409, 422);

/** Feedback on one of the team's orders (§3, §4): every role of the team. Transport only. */
export const orderFeedbackRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;

  async function findOrder(request: Parameters<typeof getTeamActor>[0], id: number) {
    const order = await getTeamOrder(db, getTeamActor(request).membership.teamId, id);
    if (!order) throw new AppError('NOT_FOUND', orderMessages.orderNotFound);
    return order;
  }

  app.get(
    '/orders/:id/feedback',
    {
      schema: {
        tags: ['orders'],
        summary: 'The feedback on one of the team’s orders, and whether it may be given now',
        params,
        response: { 200: ZOrderFeedbackResponse, ...errors },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const order = await findOrder(request, request.params.id);
      const feedback = toOrderFeedback(await findOrderFeedback(db, order.id));
      return {
        order: {
          id: order.id,
          number: formatOrderNumber(order.id),
          canLeaveFeedback: canLeaveFeedback(order) && !feedback.hasOldFeedback,
        },
        feedback,
      };
    },
  );

  app.post(
    '/orders/:id/feedback',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Gives feedback once on a delivered order: four scores (1–5) and four texts, all optional; empty records that there is none',
        params,
        body: ZOrderFeedbackRequest,
        response: {
          200: ZOrderFeedbackSaved,
          ...errors,
        },
      },
      onRequest: requireTeamMember,
    },
    async (request) => {
      const order = await findOrder(request, request.params.id);
      const feedback = await saveOrderFeedback(db, {
        order,
        userId: getTeamActor(request).userId,
        input: request.body,
      });
      return {
        status: 'success' as const,
        message: feedback.noFeedback ? feedbackMessages.sentEmpty : feedbackMessages.sent,
        feedback,
      };
    },
  );
};
