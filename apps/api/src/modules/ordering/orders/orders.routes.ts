import {
  orderMessages,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZOrderResponse,
  ZOrdersQuery,
  ZOrdersResponse,
  ZRouteId,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { detectCountryCode } from '../../../platform/geo/country-detection.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { sendJsonText } from '../../../platform/http/json-text.ts';
import type { Payments } from '../../billing/index.ts';
import { toOrderCustomer } from '../order-form/order-customer.ts';
import type { ReferenceReader } from '../order-form/reference-snapshot.ts';
import { toOrderConfirmation } from './order-confirmation.ts';
import { loadOrderDetails } from './order-details.ts';
import { publishOrderEvent } from './order-states.ts';
import { getTeamOrder } from './orders.queries.ts';
import { placeOrder } from './orders.service.ts';
import { createOrdersPageReader } from './orders-page-reader.ts';

type Options = {
  database: Database;
  payments: Payments;
  config: Pick<AppConfig, 'countryHeader' | 'ordersPageCacheMs'>;
  reference: ReferenceReader;
};

const tags = ['orders'];
const signedInErrors = errorResponses(401, 403, 422);

/** The team's orders: the list, placing one and reading one back (customers). Transport only. */
export const ordersRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const publish = publishOrderEvent((channel, event, payload) =>
    app.realtime.publish(channel, event, payload),
  );
  const readOrdersPage = createOrdersPageReader(db, {
    feed: app.cacheFeed,
    maxAgeMs: options.config.ordersPageCacheMs,
  });

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Places the order of a flow for the caller’s team: the server checks and prices it; a retry with the same idempotency key answers the first order (one order, one charge)',
        body: ZCreateOrderRequest,
        response: {
          200: ZCreateOrderResponse,
          ...signedInErrors,
          ...errorResponses(400, 404, 503),
        },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const detected = detectCountryCode({
        headerValue: options.config.countryHeader
          ? request.headers[options.config.countryHeader]
          : undefined,
        ip: request.ip,
      });
      const customer = toOrderCustomer(actor, detected);
      return placeOrder({
        db,
        reference: options.reference,
        payments: options.payments,
        publish,
        customer: { ...customer, teamId: actor.membership.teamId, userId: actor.userId },
        input: request.body,
      });
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          "My team's orders, paged (§2.4): sort placed|delivery|total:asc|desc (newest first), a status, a search by number, flow or who placed it",
        querystring: ZOrdersQuery,
        response: { 200: ZOrdersResponse, ...signedInErrors },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const page = await readOrdersPage(getTeamActor(request).membership.teamId, request.query);
      // JSON already (orders-list-json.ts): the schema's 200 stays for the OpenAPI document.
      return sendJsonText(reply, page);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order of the caller’s team: its confirmation, timeline, files and details',
        params: z.object({ id: ZRouteId }),
        response: { 200: ZOrderResponse, ...signedInErrors, ...errorResponses(404) },
      },
      onRequest: requireTeamMember,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = getTeamActor(request);
      const order = await getTeamOrder(db, actor.membership.teamId, request.params.id);
      if (!order) throw new AppError('NOT_FOUND', orderMessages.orderNotFound);
      return { order: toOrderConfirmation(order), details: await loadOrderDetails(db, order) };
    },
  );
};
