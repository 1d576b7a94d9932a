import { formatOrderNumber, ZReviewLogResponse, ZRouteId } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { findViewableOrder } from '../orders/order-viewer.ts';
import { loadReviewLog } from './review-log.queries.ts';
import { renderReviewLogCsv, renderReviewLogPdf } from './review-log-exports.ts';

const params = z.object({ id: ZRouteId });
const tags = ['orders'];

/**
 * The review's audit trail (docs/review.md) for whoever may see the order, its team's members and
 * staff: as JSON with the chain's check, and as a CSV file and a PDF to keep. Reading it changes
 * nothing.
 */
export const reviewLogRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  options,
) => {
  const db = options.database.db;
  app.get(
    '/orders/:id/review-log',
    {
      schema: {
        tags,
        summary:
          "The order's review history, oldest first, each entry sealed with the one before, and the chain's check",
        params,
        response: { 200: ZReviewLogResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { order } = await findViewableOrder(db, request, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return loadReviewLog(db, order.id);
    },
  );
  app.get(
    '/orders/:id/review-log.csv',
    {
      schema: {
        tags,
        summary: "The order's review history as CSV, with each entry's hash and the previous one",
        params,
        response: { 200: z.any().describe('text/csv'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { order } = await findViewableOrder(db, request, request.params.id);
      const number = formatOrderNumber(order.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${number}-review-history.csv"`)
        .send(renderReviewLogCsv(await loadReviewLog(db, order.id)));
    },
  );
  app.get(
    '/orders/:id/review-log.pdf',
    {
      schema: {
        tags,
        summary:
          "The order's review history as a PDF, with the chain's check and each entry's seal",
        params,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { order } = await findViewableOrder(db, request, request.params.id);
      const number = formatOrderNumber(order.id);
      const pdf = await renderReviewLogPdf(await loadReviewLog(db, order.id), number);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${number}-review-history.pdf"`)
        .send(pdf);
    },
  );
};
