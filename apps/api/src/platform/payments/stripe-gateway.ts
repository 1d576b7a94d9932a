import type Stripe from 'stripe';
import { z } from 'zod';
import {
  type ChargeFailure,
  type ChargeRequest,
  type ChargeResult,
  type GatewayCard,
  type PaymentEvent,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  WebhookPayloadError,
  WebhookSignatureError,
} from './gateway.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  /** The endpoint's signing secret (whsec_…); without it every delivery is refused. */
  webhookSecret: string | null;
  /** Where Stripe's API is: tests point it at a local server that plays Stripe. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Retries of a failed network call (safe: every write carries an idempotency key). */
  maxNetworkRetries?: number;
}

type StripeClass = typeof import('stripe').default;
let loading: Promise<StripeClass> | undefined;

/**
 * stripe-node, loaded with the gateway's first call rather than at start (issue 33: an instance
 * without STRIPE_SECRET_KEY never needs it).
 */
function loadStripe(): Promise<StripeClass> {
  loading ??= import('stripe').then((stripeModule) => stripeModule.default);
  return loading;
}

/** A card Stripe could not read or use, in words a customer can act on. */
const unusableCard = 'This card could not be used. Please add it again or choose another card.';
const paymentFailed = 'The payment could not be completed. Please try another card.';
const refundFailed = 'The refund could not be made at the payment gateway.';

const failure = (
  code: string,
  message: string,
  gatewayPaymentId: string | null = null,
): ChargeFailure => ({ status: 'failed', gatewayPaymentId, code, message });

/** A card_error's own words (shown as they are); null for errors that are not the card's. */
function readCardError(errors: StripeClass['errors'], error: unknown): ChargeFailure | null {
  if (error instanceof errors.StripeCardError) {
    const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
    return failure(
      error.decline_code ?? error.code ?? 'card_declined',
      error.message,
      raw?.payment_intent?.id ?? null,
    );
  }
  if (error instanceof errors.StripeInvalidRequestError) {
    // Developer-facing text ("No such PaymentMethod: …"): the customer gets ours.
    return failure(error.code ?? 'invalid_request', unusableCard);
  }
  return null;
}

function toPaymentId(metadata: Stripe.Metadata | null | undefined): number | null {
  const value = Number(metadata?.paymentId);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function readIntent(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', gatewayPaymentId: intent.id };
    // 3-D Secure; 'processing' needs nothing from the customer and settles by webhook.
    case 'requires_action':
    case 'processing':
      return {
        status: 'requiresAction',
        gatewayPaymentId: intent.id,
        clientSecret: intent.client_secret ?? '',
      };
    default: {
      const last = intent.last_payment_error;
      return failure(
        last?.decline_code ?? last?.code ?? intent.status,
        last?.message ?? paymentFailed,
        intent.id,
      );
    }
  }
}

/**
 * stripe-node takes an error status whose body is not Stripe's error object (a proxy's or load
 * balancer's 502/503 JSON) for a result: that is no answer, not a refused payment.
 */
function requireIntent(intent: Stripe.Response<Stripe.PaymentIntent>): Stripe.PaymentIntent {
  const statusCode = intent.lastResponse?.statusCode ?? 200;
  if (intent.object !== 'payment_intent' || statusCode >= 400) {
    throw new Error(`Stripe answered ${statusCode} without a payment intent`);
  }
  return intent;
}

/**
 * What a payment event must carry, checked after its signature: a signed event is Stripe's word,
 * but a missing or absurd time or intent is answered 400, not a crash.
 */
const ZPaymentIntentEvent = z.object({
  id: z.string().min(1).max(255),
  /** Seconds since 1970, up to the year 9999. */
  created: z.number().int().min(0).max(253_402_300_799),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      metadata: z.record(z.string(), z.string()).nullish(),
      last_payment_error: z
        .object({
          code: z.string().nullish(),
          decline_code: z.string().nullish(),
          message: z.string().nullish(),
        })
        .nullish(),
    }),
  }),
});

/**
 * The Stripe adapter: customers, payment methods (the browser makes them with Stripe Elements:
 * card numbers never reach us) and payment intents confirmed at once; webhooks verified with the
 * endpoint's signing secret.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  let client: Promise<{ stripe: Stripe; errors: StripeClass['errors'] }> | undefined;
  /** The client, made with the first call (stripe-node loads then). */
  const connect = () => {
    client ??= loadStripe().then((StripeClient) => ({
      stripe: new StripeClient(options.secretKey, {
        maxNetworkRetries: options.maxNetworkRetries ?? 2,
        timeout: 20_000,
        telemetry: false,
        ...(options.api ?? {}),
      }),
      errors: StripeClient.errors,
    }));
    return client;
  };

  return {
    name: 'stripe',

    async ensureCustomer(team) {
      if (team.customerRef) return team.customerRef;
      const { stripe } = await connect();
      const customer = await stripe.customers.create(
        { name: team.name, metadata: { teamId: String(team.id) } },
        // Two first purchases at once make one customer.
        { idempotencyKey: `team-${team.id}-customer` },
      );
      return customer.id;
    },

    async attachCard(token, customerRef): Promise<GatewayCard | ChargeFailure> {
      const { stripe, errors } = await connect();
      try {
        let method = await stripe.paymentMethods.retrieve(token);
        if (customerRef && method.customer !== customerRef) {
          method = await stripe.paymentMethods.attach(token, { customer: customerRef });
        }
        if (!method.card) return failure('not_a_card', unusableCard);
        return {
          gatewayRef: method.id,
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        };
      } catch (error) {
        const refusal = readCardError(errors, error);
        if (refusal) return refusal;
        throw error;
      }
    },

    async detachCard(cardRef) {
      const { stripe, errors } = await connect();
      try {
        await stripe.paymentMethods.detach(cardRef);
      } catch (error) {
        // Already detached or deleted at Stripe: the card is gone either way.
        if (!readCardError(errors, error)) throw error;
      }
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { stripe, errors } = await connect();
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            ...(request.customerRef ? { customer: request.customerRef } : {}),
            payment_method: request.cardRef,
            // Cards only, confirmed here: nothing that redirects the customer away.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            ...(request.offSession ? { off_session: true } : {}),
            description: request.description,
            metadata: { paymentId: String(request.paymentId) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return readIntent(requireIntent(intent));
      } catch (error) {
        const refusal = readCardError(errors, error);
        if (refusal) return refusal;
        throw error;
      }
    },

    async readCharge(gatewayPaymentId) {
      const { stripe } = await connect();
      return readIntent(requireIntent(await stripe.paymentIntents.retrieve(gatewayPaymentId)));
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const { stripe, errors } = await connect();
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.gatewayPaymentId, amount: request.amount },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return failure(
            refund.failure_reason ?? refund.status,
            refundFailed,
            request.gatewayPaymentId,
          );
        }
        // 'pending' refunds complete at Stripe without anything more from us.
        return { status: 'succeeded', gatewayRefundId: refund.id };
      } catch (error) {
        if (error instanceof errors.StripeInvalidRequestError) {
          // Refunded already (from Stripe's dashboard, say): the money is back either way.
          if (error.code === 'charge_already_refunded') {
            return { status: 'succeeded', gatewayRefundId: error.code };
          }
          return failure(error.code ?? 'invalid_request', refundFailed, request.gatewayPaymentId);
        }
        throw error;
      }
    },

    async parseWebhook(rawBody, signature): Promise<PaymentEvent | null> {
      if (!options.webhookSecret || !signature) throw new WebhookSignatureError();
      const { stripe } = await connect();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      if (
        event.type !== 'payment_intent.succeeded' &&
        event.type !== 'payment_intent.payment_failed'
      ) {
        return null;
      }
      const read = ZPaymentIntentEvent.safeParse(event);
      if (!read.success) throw new WebhookPayloadError(read.error.issues[0]?.path.join('.') ?? '');
      const intent = read.data.data.object;
      const last = intent.last_payment_error;
      return {
        eventId: read.data.id,
        type: event.type,
        occurredAt: new Date(read.data.created * 1000),
        gatewayPaymentId: intent.id,
        paymentId: toPaymentId(intent.metadata),
        outcome:
          event.type === 'payment_intent.succeeded'
            ? { status: 'succeeded' }
            : {
                status: 'failed',
                code: last?.decline_code ?? last?.code ?? 'payment_failed',
                message: last?.message ?? paymentFailed,
              },
      };
    },
  };
}
