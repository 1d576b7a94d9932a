import { randomUUID } from 'node:crypto';
import { endpoints, paymentMessages } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  creditEntries,
  gatewayEvents,
  type PaymentRow,
  payments,
  teams,
} from '../../../db/schema/index.ts';
import { requestGuardExemptions } from '../../../platform/http/request-guard.ts';
import { createStripeGateway } from '../../../platform/payments/stripe-gateway.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { createTeamWithRoles } from '../../../test/team-factory.ts';
import { fulfilCreditPack } from '../credits/fulfil-credit-pack.ts';
import { paymentsWebhookRoutes } from './payments.routes.ts';
import { createPayments } from './payments.service.ts';

const ctx = useTestContext();
const url = `/v1${endpoints.billing.stripeWebhook}`;
const webhookSecret = 'whsec_routes_test';
const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_routes', STRIPE_WEBHOOK_SECRET: webhookSecret };

/** The real app, with the webhook routes on payments whose fulfilment counts its runs. */
async function createWebhookApp() {
  const fulfilled: PaymentRow[] = [];
  const service = createPayments({
    db: ctx.database.db,
    gateway: createStripeGateway({ secretKey: 'sk_test_routes', webhookSecret }),
    fulfilments: {
      creditPack: async (_tx, payment) => {
        fulfilled.push(payment);
      },
    },
  });
  const app = await ctx.createApp();
  await app.register(paymentsWebhookRoutes, { prefix: '/v1', payments: service });
  return { app, fulfilled };
}

async function insertStripePayment(status: 'pending' | 'requiresAction' = 'requiresAction') {
  const team = await createTeamWithRoles(ctx.database.db);
  const [row] = await ctx.database.db
    .insert(payments)
    .values({
      teamId: team.teamId,
      purpose: 'creditPack',
      description: 'Silver credit pack',
      amount: 45_000,
      currency: 'USD',
      methodLabel: 'Visa •••• 4242',
      gateway: 'stripe',
      gatewayPaymentId: `pi_${randomUUID().replaceAll('-', '')}`,
      status,
      idempotencyKey: randomUUID(),
      requestFingerprint: 'f',
    })
    .returning();
  if (!row?.gatewayPaymentId) throw new Error('no payment');
  return { ...row, gatewayPaymentId: row.gatewayPaymentId };
}

function signedEvent(
  payment: { id: number; gatewayPaymentId: string },
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  options: { eventId?: string; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'payment_intent',
        id: payment.gatewayPaymentId,
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: { paymentId: String(payment.id) },
        last_payment_error:
          type === 'payment_intent.succeeded'
            ? null
            : { code: 'card_declined', message: 'Your card was declined.' },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
  });
  return { payload, signature };
}

/** As Stripe delivers: JSON, its signature header, no X-Requested-With, no Origin, no cookie. */
const deliver = (
  app: Awaited<ReturnType<typeof ctx.createApp>>,
  event: { payload: string; signature?: string },
) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    payload: event.payload,
  });

const getPayment = async (id: number) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0];

const eventRows = (id: string) =>
  ctx.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.id, id));

describe('POST /v1/billing/webhooks/stripe', () => {
  it('settles and fulfils a payment from a signed event, past the request guard', async () => {
    const { app, fulfilled } = await createWebhookApp();
    const payment = await insertStripePayment();
    const response = await deliver(app, signedEvent(payment, 'payment_intent.succeeded'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await getPayment(payment.id)).toMatchObject({
      status: 'succeeded',
      receiptNumber: `DH-${String(payment.id).padStart(6, '0')}`,
    });
    expect(fulfilled.map((row) => row.id)).toEqual([payment.id]);
  });

  it('fulfils once when the same event is delivered 10 times at once', async () => {
    const { app, fulfilled } = await createWebhookApp();
    const payment = await insertStripePayment('pending');
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
    const event = signedEvent(payment, 'payment_intent.succeeded', { eventId });
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(app, event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(fulfilled).toHaveLength(1);
    expect(await eventRows(eventId)).toHaveLength(1);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'succeeded' });
  });

  it('keeps a payment succeeded when its failure event arrives afterwards', async () => {
    const { app, fulfilled } = await createWebhookApp();
    const payment = await insertStripePayment();
    await deliver(app, signedEvent(payment, 'payment_intent.succeeded'));
    const late = await deliver(app, signedEvent(payment, 'payment_intent.payment_failed'));
    expect(late.statusCode).toBe(200);
    expect(await getPayment(payment.id)).toMatchObject({
      status: 'succeeded',
      failureCode: null,
      failureMessage: null,
    });
    expect(fulfilled).toHaveLength(1);
  });

  it("stores a failure event's reason on an open payment and fulfils nothing", async () => {
    const { app, fulfilled } = await createWebhookApp();
    const payment = await insertStripePayment();
    await deliver(app, signedEvent(payment, 'payment_intent.payment_failed'));
    expect(await getPayment(payment.id)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
      failureMessage: 'Your card was declined.',
    });
    expect(fulfilled).toEqual([]);
  });

  it('answers 400 to a signed event without its time or its intent, and changes nothing', async () => {
    const { app, fulfilled } = await createWebhookApp();
    const payment = await insertStripePayment();
    const good = JSON.parse(signedEvent(payment, 'payment_intent.succeeded').payload);
    for (const variant of [
      { ...good, created: undefined },
      { ...good, created: 99_999_999_999_999 },
      { ...good, data: null },
    ]) {
      const payload = JSON.stringify(variant);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      const response = await deliver(app, { payload, signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: paymentMessages.webhookEventInvalid });
    }
    expect(fulfilled).toEqual([]);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'requiresAction' });
  });

  it('answers 400 to a missing, forged or altered signature and changes nothing', async () => {
    const { app, fulfilled } = await createWebhookApp();
    const payment = await insertStripePayment();
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
    const good = signedEvent(payment, 'payment_intent.succeeded', { eventId });
    const forged = signedEvent(payment, 'payment_intent.succeeded', {
      eventId,
      secret: 'whsec_forger',
    });
    for (const attempt of [
      { payload: good.payload },
      forged,
      { payload: good.payload.replace('"succeeded"', '"succeeded" '), signature: good.signature },
    ]) {
      const response = await deliver(app, attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        message: paymentMessages.webhookSignatureInvalid,
      });
    }
    expect(await getPayment(payment.id)).toMatchObject({ status: 'requiresAction' });
    expect(await eventRows(eventId)).toEqual([]);
    expect(fulfilled).toEqual([]);
  });

  it('answers 200 to events about other things', async () => {
    const { app } = await createWebhookApp();
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'customer', id: 'cus_1' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const response = await deliver(app, { payload, signature });
    expect(response.statusCode).toBe(200);
    expect(await eventRows('evt_other')).toEqual([]);
  });

  it('leaves the JSON parser of the other routes as it was', async () => {
    const { app } = await createWebhookApp();
    app.post('/v1/probe/json', async (request) => ({ body: request.body }));
    const response = await app.inject({
      method: 'POST',
      url: '/v1/probe/json',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({ a: 1 }),
    });
    expect(response.json()).toEqual({ body: { a: 1 } });
  });
});

describe('a credit pack paid through the webhook', () => {
  it('credits the team once when the event is delivered 10 times at once', async () => {
    const service = createPayments({
      db: ctx.database.db,
      gateway: createStripeGateway({ secretKey: 'sk_test_routes', webhookSecret }),
      fulfilments: { creditPack: fulfilCreditPack },
    });
    const app = await ctx.createApp();
    await app.register(paymentsWebhookRoutes, { prefix: '/v1', payments: service });
    const payment = await insertStripePayment();
    await ctx.database.db
      .update(payments)
      .set({ details: { packageId: 2, credits: 50_000, name: 'Silver' } })
      .where(eq(payments.id, payment.id));
    const event = signedEvent(payment, 'payment_intent.succeeded');
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(app, event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const entries = await ctx.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, payment.teamId));
    expect(entries).toMatchObject([
      { kind: 'purchase', amount: 50_000, balanceAfter: 50_000, paymentId: payment.id },
    ]);
    const [team] = await ctx.database.db
      .select({ balance: teams.creditBalance })
      .from(teams)
      .where(eq(teams.id, payment.teamId));
    expect(team?.balance).toBe(50_000);
  });
});

describe('the webhook route in the app', () => {
  it('is the first exemption of the request guard', () => {
    expect(requestGuardExemptions[0]).toBe(url);
  });

  it('is there with Stripe configured, and checks the signature', async () => {
    const app = await ctx.createApp({ env: stripeEnv });
    const payment = await insertStripePayment();
    const bad = await deliver(app, { payload: '{}', signature: 't=1,v1=00' });
    expect(bad.statusCode).toBe(400);
    // Unknown to this app's payments (another purpose's fulfilment is not needed): recorded.
    const event = signedEvent(
      { id: 0, gatewayPaymentId: 'pi_unknown' },
      'payment_intent.succeeded',
    );
    expect((await deliver(app, event)).statusCode).toBe(200);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'requiresAction' });
  });

  it('is not there with the sandbox gateway', async () => {
    const app = await ctx.createApp();
    const response = await deliver(app, { payload: '{}', signature: 't=1,v1=00' });
    expect(response.statusCode).toBe(404);
  });
});
