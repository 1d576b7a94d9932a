import {
  orderMessages,
  ZOrderReviewRequest,
  ZOrderReviewResponse,
  ZRouteId,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import type { Payments } from '../../billing/index.ts';
import { toOrderConfirmation } from '../orders/order-confirmation.ts';
import { loadOrderDetails } from '../orders/order-details.ts';
import { publishOrderEvent } from '../orders/order-states.ts';
import { getTeamOrder } from '../orders/orders.queries.ts';
import { toPricedPayer } from '../orders/priced-payment.ts';
import { publishReviewClockChanged } from '../review-clock/review-clock-events.ts';
import { reviewOrder } from './review-order.ts';

type Options = { database: Database; payments: Payments };

/** The customer's review of a delivery (every role of the team may answer). Transport only. */
export const orderReviewRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const realtime = (channel: string, event: string, payload: unknown) =>
    app.realtime.publish(channel, event, payload);
  const publish = publishOrderEvent(realtime);

  app.post(
    '/orders/:id/review',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Answers the latest delivery: approve it, or request a revision with notes (two rounds included; a later round is paid with credits, an invoice or a saved card, a retry with the same key charges once); answers the order as its page shows it',
        params: z.object({ id: ZRouteId }),
        body: ZOrderReviewRequest,
        response: {
          200: ZOrderReviewResponse,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const order = await getTeamOrder(db, actor.membership.teamId, request.params.id);
      if (!order) throw new AppError('NOT_FOUND', orderMessages.orderNotFound);
      const outcome = await reviewOrder(db, {
        order,
        payer: toPricedPayer(actor),
        review: request.body,
        payments: options.payments,
      });
      if (outcome.event) publish(order.teamId, outcome.event);
      // An approver's decision that did not move the order: the open pages load it again.
      else if (outcome.reviewChanged) publishReviewClockChanged(realtime, order);
      return {
        order: toOrderConfirmation(outcome.order),
        details: await loadOrderDetails(db, outcome.order),
        payment: outcome.payment,
      };
    },
  );
};
