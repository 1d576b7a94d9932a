import {
  staffOrderMessages,
  ZCreateOrderCommentRequest,
  ZErrorResponse,
  ZOrderCommentResponse,
  ZRouteId,
  ZStaffDeliveryRequest,
  ZStaffOrderResponse,
  ZStaffOrdersQuery,
  ZStaffOrdersResponse,
  ZStaffQuoteRequest,
  ZStaffTransitionRequest,
  ZValidationErrorResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { type OrderRow, teams, users } from '../../../db/schema/index.ts';
import { getActor, requireStaff } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';
import { addOrderComment, publishOrderComment } from '../comments/order-comments.ts';
import { toOrderFeedback } from '../feedback/order-feedback.ts';
import { toOrderConfirmation } from '../orders/order-confirmation.ts';
import { loadOrderPage } from '../orders/order-details.ts';
import { type MovedOrder, publishOrderEvent } from '../orders/order-states.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { priceQuote } from '../quotes/price-quote.ts';
import { deliverOrder } from '../review/deliver-order.ts';
import { moveOrderAsStaff, staffActionsOf } from './staff-order-actions.ts';
import { listStaffOrders } from './staff-orders-list.ts';

type Options = { database: Database };

const tags = ['staff'];
const params = z.object({ id: ZRouteId });
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZValidationErrorResponse,
};

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

  async function findOrder(id: number) {
    const order = await getOrderById(db, id);
    if (!order) throw new AppError('NOT_FOUND', staffOrderMessages.notFound);
    return order;
  }

  /** One order as the console shows it, read after any change (the row given is current). */
  async function staffView(order: OrderRow) {
    const [[team], [placedBy], page] = await Promise.all([
      db
        .select({ name: teams.name, customerType: teams.customerType })
        .from(teams)
        .where(eq(teams.id, order.teamId)),
      order.createdByUserId
        ? db.select({ email: users.email }).from(users).where(eq(users.id, order.createdByUserId))
        : Promise.resolve([]),
      loadOrderPage(db, order),
    ]);
    return {
      order: toOrderConfirmation(order),
      details: page.details,
      team: {
        id: order.teamId,
        name: team?.name ?? '',
        customerType: team?.customerType ?? '',
      },
      placedByEmail: placedBy?.email ?? null,
      currency: order.currency,
      actions: staffActionsOf(order),
      feedback: page.feedback ? toOrderFeedback(page.feedback) : null,
    };
  }

  /** A staff change of one order: it runs, the team's channel hears of it, the console redraws. */
  async function act(id: number, change: (order: OrderRow) => Promise<MovedOrder>) {
    const moved = await change(await findOrder(id));
    publish(moved.order.teamId, moved.event);
    return staffView(moved.order);
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
      onRequest: requireStaff,
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
      onRequest: requireStaff,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staffView(await findOrder(request.params.id));
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
      onRequest: requireStaff,
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
          'Delivers files (the caller’s complete `deliverable` uploads) and opens the customer’s review; a first delivery after the promise credits the team',
        params,
        body: ZStaffDeliveryRequest,
        response: { 200: ZStaffOrderResponse, ...errors },
      },
      onRequest: requireStaff,
    },
    async (request) =>
      act(request.params.id, (order) =>
        deliverOrder(db, {
          order,
          staff: { userId: getActor(request).userId },
          fileIds: request.body.fileIds,
          note: request.body.note,
        }),
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
      onRequest: requireStaff,
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
      onRequest: requireStaff,
    },
    async (request) => {
      const actor = getActor(request);
      const order = await findOrder(request.params.id);
      const comment = await db.transaction(async (tx) => {
        const written = await addOrderComment(tx, {
          order,
          author: { userId: actor.userId, name: actor.name, fromStaff: true },
          body: request.body.body,
        });
        await recordStaffAction(tx, {
          staffUserId: actor.userId,
          action: 'order.comment',
          teamId: order.teamId,
          orderId: order.id,
          details: { commentId: written.id },
        });
        return written;
      });
      publishOrderComment(realtime, order, comment);
      return { comment };
    },
  );
};
