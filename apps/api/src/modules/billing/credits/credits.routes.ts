import {
  canSeeCreditHistory,
  canSeeCreditPacks,
  creditMessages,
  ZCreditEntriesQuery,
  ZCreditEntriesResponse,
  ZCreditPackagesResponse,
  ZCreditPurchaseRequest,
  ZCreditPurchaseResponse,
} from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamPermission } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import type { Payments } from '../payments/payments.service.ts';
import { buyCreditPack, getCreditEntries, getCreditPackages } from './credits.service.ts';

type Options = { database: Database; payments: Payments };

const tags = ['billing'];
const signedInErrors = errorResponses(401, 403, 422);

/**
 * Credit packs, buying one, and the credit ledger (/v1/billing/credit-*). Transport only: the
 * caller's team from requireTeamPermission, the rules from the contract, the work from the service.
 */
export const creditsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const db = options.database.db;
  const { payments } = options;

  app.get(
    '/billing/credit-packages',
    {
      schema: {
        tags,
        summary:
          'The credit packs of §3 (public): price and credits in minor units, discount, colour, pros',
        response: { 200: ZCreditPackagesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getCreditPackages({ db });
    },
  );

  app.post(
    '/billing/credit-purchases',
    {
      schema: {
        tags,
        summary:
          'Buy a credit pack with a saved card (manageCredits, no daily capacity); a retry with the same idempotency key answers the first result and charges once',
        body: ZCreditPurchaseRequest,
        response: { 200: ZCreditPurchaseResponse, ...signedInErrors, ...errorResponses(400) },
      },
      onRequest: requireTeamPermission(canSeeCreditPacks, creditMessages.notAllowed),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return buyCreditPack({ db, payments, actor: getTeamActor(request), input: request.body });
    },
  );

  app.get(
    '/billing/credit-entries',
    {
      schema: {
        tags,
        summary:
          'The team credit ledger, paged (§2.4), newest first (manageCredits or seeCreditBalance)',
        querystring: ZCreditEntriesQuery,
        response: { 200: ZCreditEntriesResponse, ...signedInErrors },
      },
      onRequest: requireTeamPermission(canSeeCreditHistory),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCreditEntries({ db, actor: getTeamActor(request), query: request.query });
    },
  );
};
