import {
  ZCreateOrderCommentRequest,
  ZOrderCommentResponse,
  ZRouteId,
  ZStaffDeliveryRequest,
  ZStaffOrderResponse,
  ZStaffOrdersQuery,
  ZStaffOrdersResponse,
  ZStaffQuoteRequest,
  ZStaffTransitionRequest,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { getActor } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { publishOrderComment } from '../comments/order-comments.ts';
import { publishOrderEvent } from '../orders/order-states.ts';
import { priceQuote } from '../quotes/price-quote.ts';
import { type DeliveredOrder, deliverOrder } from '../review/deliver-order.ts';
import { publishDraftDelivery } from '../review/publish-draft.ts';
import { publishReviewClockChanged } from '../review-clock/review-clock-events.ts';
import { moveOrderAsStaff, writeStaffComment } from './staff-order-actions.ts';
import { findStaffOrder, staffView } from './staff-order-view.ts';
import { listStaffOrders } from './staff-orders-list.ts';

type Options = { database: Database };

const tags = ['staff'];
const params = z.object({ id: ZRouteId });
const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * The staff console's orders (staff only: 401 signed out, 403 for customers): the queue across
 * teams, one order with what its status allows, starting and cancelling, delivering files and
 * the comment thread. Every change is written to the audit log in its own transaction.
 */
export const staffOrdersRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const realtime = (channel: string, event: string, payload: unknown) =>
    app.realtime.publish(channel, event, payload);
  const publish = publishOrderEvent(realtime);

  /**
   * A staff change of one order: it runs, the team's channel hears of a move (a draft delivery
   * makes none), the console redraws.
   */
  async function act(id: number, change: (order: OrderRow) => Promise<DeliveredOrder>) {
    const moved = await change(await findStaffOrder(db, id));
    if (moved.event) publish(moved.order.teamId, moved.event);
    return staffView(db, moved.order);
  }

  app.get(
    '/staff/orders',
    {
      schema: {
        tags,
        summary:
          'Every team’s orders (staff): open (still to work on) by default, or one status; search by number or team; soonest promise first',
        querystring: ZStaffOrdersQuery,
        response: { 200: ZStaffOrdersResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listStaffOrders(db, request.query);
    },
  );

  app.get(
    '/staff/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order as staff work on it: details, team, and the actions its status allows',
        params,
        response: { 200: ZStaffOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staffView(db, await findStaffOrder(db, request.params.id));
    },
  );

  app.post(
    '/staff/orders/:id/transitions',
    {
      schema: {
        tags,
        summary:
          'Starts the work on an order (or its revision), or cancels it (credits given back)',
        params,
        body: ZStaffTransitionRequest,
        response: { 200: ZStaffOrderResponse, ...errors },
      },
    },
    async (request) =>
      act(request.params.id, (order) =>
        moveOrderAsStaff(db, {
          order,
          staffUserId: getActor(request).userId,
          request: request.body,
        }),
      ),
  );

  app.post(
    '/staff/orders/:id/deliveries',
    {
      schema: {
        tags,
        summary:
          'Delivers files (the caller’s complete `deliverable` uploads) and opens the customer’s review; a first delivery after the promise credits the team. A PowerPoint deck of an order with a style template is a draft until published (a draft delivered again is replaced)',
        params,
        body: ZStaffDeliveryRequest,
        response: { 200: ZStaffOrderResponse, ...errors },
      },
    },
    async (request) =>
      act(request.params.id, (order) =>
        deliverOrder(db, {
          order,
          staff: { userId: getActor(request).userId },
          fileIds: request.body.fileIds,
          note: request.body.note,
          pinAnswers: request.body.pinAnswers,
        }),
      ),
  );

  app.post(
    '/staff/orders/:id/deliveries/draft/publish',
    {
      schema: {
        tags,
        summary:
          'Publishes the draft delivery to the customer once its brand check is done and every finding is fixed or marked intended (409 says what holds it back)',
        params,
        response: { 200: ZStaffOrderResponse, ...errors },
      },
    },
    async (request) =>
      act(request.params.id, (order) =>
        publishDraftDelivery(db, { order, staff: { userId: getActor(request).userId } }),
      ),
  );

  app.post(
    '/staff/orders/:id/quote',
    {
      schema: {
        tags,
        summary:
          'Prices a requested quote (a total in minor units and a promised delivery); the customer is mailed and may accept it',
        params,
        body: ZStaffQuoteRequest,
        response: { 200: ZStaffOrderResponse, ...errors },
      },
    },
    async (request) =>
      act(request.params.id, (order) =>
        priceQuote(db, {
          order,
          staffUserId: getActor(request).userId,
          request: request.body,
        }),
      ),
  );

  app.post(
    '/staff/orders/:id/comments',
    {
      schema: {
        tags,
        summary: 'Writes on an order’s thread as Deckhand; the team sees it live',
        params,
        body: ZCreateOrderCommentRequest,
        response: { 200: ZOrderCommentResponse, ...errors },
      },
    },
    async (request) => {
      const order = await findStaffOrder(db, request.params.id);
      const { comment, clockChanged } = await writeStaffComment(db, {
        order,
        staff: getActor(request),
        body: request.body.body,
      });
      publishOrderComment(realtime, order, comment);
      if (clockChanged) publishReviewClockChanged(realtime, order);
      return { comment };
    },
  );
};
