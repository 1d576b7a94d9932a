import {
  canSeeBilling,
  endpoints,
  ZSubscriptionChangeResponse,
  ZSubscriptionPlansResponse,
  ZSubscriptionPurchaseRequest,
  ZSubscriptionPurchaseResponse,
  ZSubscriptionResponse,
  ZSubscriptionRetryRequest,
  ZSubscriptionRetryResponse,
} from '@deckhand/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamPermission } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import type { Payments } from '../payments/payments.service.ts';
import { retryRenewal } from './renewal.service.ts';
import {
  cancelSubscription,
  getSubscription,
  getSubscriptionPlans,
  pauseSubscription,
  purchaseSubscription,
  resumeSubscription,
} from './subscription.service.ts';

type Options = { database: Database; payments: Payments };

const tags = ['billing'];
const errors = errorResponses(400, 401, 403, 404, 422, 503);

/**
 * The Pro plan subscription (/v1/billing/subscription*). Transport only: every signed-in call
 * needs manageCredits (the service refuses with 403); the caller's team scopes every query.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { payments } = options;
  const db = options.database.db;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const deps = (request: FastifyRequest) => ({ db, actor: getTeamActor(request) });
  /** Team members who manage credits (§6 canSeeBilling): 401 and 403 before the body is read. */
  const guard = { onRequest: requireTeamPermission(canSeeBilling) };

  app.get(
    endpoints.billing.subscriptionPlans,
    {
      schema: {
        tags,
        summary: 'The plans that can be bought (the Pro plan of §1); public',
        response: { 200: ZSubscriptionPlansResponse },
      },
    },
    async () => getSubscriptionPlans({ db }),
  );

  app.get(
    endpoints.billing.subscription,
    {
      schema: {
        tags,
        summary: "The team's live subscription, or null (manageCredits)",
        response: { 200: ZSubscriptionResponse, ...errors },
      },
      ...guard,
    },
    async (request, reply) => {
      noStore(reply);
      return getSubscription(deps(request));
    },
  );

  app.post(
    endpoints.billing.subscription,
    {
      schema: {
        tags,
        summary:
          'Buy a plan with a saved card (manageCredits); 400 when the team already has one; a retry with the same idempotency key answers the first result and charges once',
        body: ZSubscriptionPurchaseRequest,
        response: { 200: ZSubscriptionPurchaseResponse, ...errors },
      },
      ...guard,
    },
    async (request) => purchaseSubscription({ ...deps(request), payments, input: request.body }),
  );

  app.post(
    endpoints.billing.subscriptionPause,
    {
      schema: {
        tags,
        summary: 'Pause the active subscription: renewals stop until it is resumed (manageCredits)',
        response: { 200: ZSubscriptionChangeResponse, ...errors },
      },
      ...guard,
    },
    async (request) => pauseSubscription(deps(request)),
  );

  app.post(
    endpoints.billing.subscriptionResume,
    {
      schema: {
        tags,
        summary:
          'Resume a paused subscription; a period that ended while paused is renewed now (manageCredits)',
        response: { 200: ZSubscriptionChangeResponse, ...errors },
      },
      ...guard,
    },
    async (request) => resumeSubscription({ ...deps(request), payments }),
  );

  app.post(
    endpoints.billing.subscriptionCancel,
    {
      schema: {
        tags,
        summary: 'Cancel the subscription at the end of the current period (manageCredits)',
        response: { 200: ZSubscriptionChangeResponse, ...errors },
      },
      ...guard,
    },
    async (request) => cancelSubscription(deps(request)),
  );

  app.post(
    endpoints.billing.subscriptionRetry,
    {
      schema: {
        tags,
        summary:
          'Pay the overdue renewal now with a saved card; success lifts the failedPaymentCard suspension (manageCredits)',
        body: ZSubscriptionRetryRequest,
        response: { 200: ZSubscriptionRetryResponse, ...errors },
      },
      ...guard,
    },
    async (request) => retryRenewal({ ...deps(request), payments, input: request.body }),
  );
};
