import {
  canSeeBilling,
  paymentHistoryMessages,
  ZPaymentParams,
  ZPaymentResponse,
  ZPaymentsQuery,
  ZPaymentsResponse,
} from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamPermission } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { getPayment, getPayments, getReceipt } from './payment-history.service.ts';

type Options = { database: Database };

const tags = ['billing'];
const signedInErrors = errorResponses(401, 403, 404, 422);

/**
 * Payment history and PDF receipts (/v1/billing/payments*). Transport only: the caller's team
 * from the billing guard (anonymous 401, no manageCredits 403), the work in the service.
 */
export const paymentHistoryRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const deps = (request: FastifyRequest) => ({ db, actor: getTeamActor(request) });
  /** Team members who manage credits (§6 canSeeBilling); 401 and 403 before the query is read. */
  const billingGuard = requireTeamPermission(canSeeBilling, paymentHistoryMessages.notAllowed);

  app.get(
    '/billing/payments',
    {
      schema: {
        tags,
        summary:
          "My team's payments, paged (§2.4): sort date|amount:asc|desc, newest first by default (manageCredits)",
        querystring: ZPaymentsQuery,
        response: { 200: ZPaymentsResponse, ...signedInErrors },
      },
      onRequest: billingGuard,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPayments({ ...deps(request), query: request.query });
    },
  );

  app.get(
    '/billing/payments/:id',
    {
      schema: {
        tags,
        summary:
          'One payment of my team: where it stands, whether it has a receipt (manageCredits)',
        params: ZPaymentParams,
        response: { 200: ZPaymentResponse, ...signedInErrors },
      },
      onRequest: billingGuard,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPayment({ ...deps(request), id: request.params.id });
    },
  );

  app.get(
    '/billing/payments/:id/receipt',
    {
      schema: {
        tags,
        summary:
          'The PDF receipt of a paid (or refunded) payment of my team, as an attachment (manageCredits)',
        params: ZPaymentParams,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('application/pdf: receipt-<number>.pdf'),
          ...signedInErrors,
        },
      },
      onRequest: billingGuard,
    },
    async (request, reply) => {
      const { fileName, pdf } = await getReceipt({ ...deps(request), id: request.params.id });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
