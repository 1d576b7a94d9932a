import {
  orderMessages,
  ZCreateOrderResponse,
  ZQuoteAnswerRequest,
  ZRouteId,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import type { Payments } from '../../billing/index.ts';
import { publishOrderEvent } from '../orders/order-states.ts';
import { getTeamOrder } from '../orders/orders.queries.ts';
import { toPricedPayer } from '../orders/priced-payment.ts';
import { answerQuote } from './answer-quote.ts';

type Options = { database: Database; payments: Payments };

/** The customer's answer to a priced quote. Transport only. */
export const orderQuoteRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const publish = publishOrderEvent((channel, event, payload) =>
    app.realtime.publish(channel, event, payload),
  );

  app.post(
    '/orders/:id/quote',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Accepts a priced quote and pays it (credits, invoice or a saved card; a retry with the same key charges once), or declines it',
        params: z.object({ id: ZRouteId }),
        body: ZQuoteAnswerRequest,
        response: {
          200: ZCreateOrderResponse,
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
      return answerQuote({
        db,
        payments: options.payments,
        publish,
        order,
        payer: toPricedPayer(actor),
        answer: request.body,
      });
    },
  );
};
