import { endpoints, paymentMessages, ZWebhookReceived } from '@deckhand/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import { WebhookPayloadError, WebhookSignatureError } from '../../../platform/payments/gateway.ts';
import type { Payments } from './payments.service.ts';

type Options = { payments: Payments };

/** Stripe's events are small; a delivery past this is not one. */
const webhookBodyLimit = 256 * 1024;

/**
 * POST /v1/billing/webhooks/stripe: Stripe tells what became of a payment intent. The caller is
 * proven by the signature over the exact bytes sent (so this plugin reads application/json as a
 * Buffer; every other route keeps the app's JSON parser), not by a session or the request guard
 * (its first exemption). Registered only when the gateway is Stripe: the sandbox settles at once
 * and sends no events, so with it the address is 404 like any unknown one.
 */
export const paymentsWebhookRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { payments } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: webhookBodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.post(
    endpoints.billing.stripeWebhook,
    {
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook (signed by Stripe)',
        response: { 200: ZWebhookReceived, ...errorResponses(400) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: Awaited<ReturnType<Payments['gateway']['parseWebhook']>>;
      try {
        event = await payments.gateway.parseWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('BAD_REQUEST', paymentMessages.webhookSignatureInvalid);
        }
        if (error instanceof WebhookPayloadError) {
          throw new AppError('BAD_REQUEST', paymentMessages.webhookEventInvalid);
        }
        throw error;
      }
      // A failure here answers 500, and Stripe delivers the event again later.
      if (event) await payments.settleFromEvent(event);
      return { received: true as const };
    },
  );
};
