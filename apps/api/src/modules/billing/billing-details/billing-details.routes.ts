import {
  billingDetailsMessages,
  canSeeBilling,
  ZAddPaymentMethodRequest,
  ZBillingProfile,
  ZNotification,
  ZPaymentMethod,
  ZPaymentMethodParams,
  ZPaymentMethodsResponse,
  ZUpdateBillingProfileRequest,
  ZUpdatePaymentMethodRequest,
} from '@deckhand/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database.ts';
import { getTeamActor, requireTeamPermission } from '../../../platform/auth/actor.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import type { PaymentGateway } from '../../../platform/payments/gateway.ts';
import {
  addPaymentMethod,
  getBillingProfile,
  listPaymentMethods,
  removePaymentMethod,
  saveBillingProfile,
  updatePaymentMethod,
} from './billing-details.service.ts';

type Options = { database: Database; gateway: PaymentGateway };

const tags = ['billing'];
const billingErrors = errorResponses(401, 403, 404, 422);

/**
 * Billing details (/v1/billing/profile, /v1/billing/payment-methods): the team's billing address
 * and payment methods. Transport only; every call needs manageCredits (the guard refuses).
 */
export const billingDetailsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { gateway } = options;
  const db = options.database.db;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const deps = (request: FastifyRequest) => ({ db, actor: getTeamActor(request) });
  /** Team members who manage credits (§6 canSeeBilling): 401 and 403 before the body is read. */
  const guard = { onRequest: requireTeamPermission(canSeeBilling) };

  app.get(
    '/billing/profile',
    {
      schema: {
        tags,
        summary: "The team's billing address and tax details (manageCredits)",
        response: { 200: ZBillingProfile, ...billingErrors },
      },
      ...guard,
    },
    async (request, reply) => {
      noStore(reply);
      return getBillingProfile(deps(request));
    },
  );

  app.put(
    '/billing/profile',
    {
      schema: {
        tags,
        summary: "Save the team's billing address and tax details (manageCredits)",
        body: ZUpdateBillingProfileRequest,
        response: { 200: ZBillingProfile, ...billingErrors },
      },
      ...guard,
    },
    async (request) => saveBillingProfile({ ...deps(request), input: request.body }),
  );

  app.get(
    '/billing/payment-methods',
    {
      schema: {
        tags,
        summary: "The team's payment methods, the default first (manageCredits)",
        response: { 200: ZPaymentMethodsResponse, ...billingErrors },
      },
      ...guard,
    },
    async (request, reply) => {
      noStore(reply);
      return listPaymentMethods(deps(request));
    },
  );

  app.post(
    '/billing/payment-methods',
    {
      schema: {
        tags,
        summary:
          "Add a card (the token of the gateway's card form; 422 on token when the gateway refuses it) or the invoice method; the first method becomes the default",
        body: ZAddPaymentMethodRequest,
        response: { 201: ZPaymentMethod, ...billingErrors },
      },
      ...guard,
    },
    async (request, reply) => {
      const method = await addPaymentMethod({ ...deps(request), gateway, input: request.body });
      return reply.code(201).send(method);
    },
  );

  app.patch(
    '/billing/payment-methods/:id',
    {
      schema: {
        tags,
        summary:
          'Make a payment method the default, or edit its VAT number (and the invoice method its address and purchase order)',
        params: ZPaymentMethodParams,
        body: ZUpdatePaymentMethodRequest,
        response: { 200: ZPaymentMethod, ...billingErrors },
      },
      ...guard,
    },
    async (request) =>
      updatePaymentMethod({ ...deps(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/billing/payment-methods/:id',
    {
      schema: {
        tags,
        summary:
          'Remove a payment method; when it was the default, the newest remaining one becomes the default',
        params: ZPaymentMethodParams,
        response: { 200: ZNotification, ...billingErrors },
      },
      ...guard,
    },
    async (request) => {
      await removePaymentMethod({
        ...deps(request),
        id: request.params.id,
        gateway,
        log: request.log,
      });
      return { type: 'success' as const, message: billingDetailsMessages.methodRemoved };
    },
  );
};
