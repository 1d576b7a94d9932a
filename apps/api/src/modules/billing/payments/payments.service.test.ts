import { randomUUID } from 'node:crypto';
import {
  paymentPurposes as contractPurposes,
  paymentStatuses as contractStatuses,
  paymentMessages,
  ZPaymentResult,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  gatewayEvents,
  type PaymentRow,
  paymentMethods,
  paymentPurposes,
  paymentStatuses,
  payments,
} from '../../../db/schema/index.ts';
import type { PaymentGateway } from '../../../platform/payments/gateway.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox-gateway.ts';
import { createStripeGateway } from '../../../platform/payments/stripe-gateway.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertSandboxCard, testSandboxSecret } from '../../../test/payment-test-data.ts';
import { useStripeApiServer } from '../../../test/stripe-api-server.ts';
import { createTeamWithRoles } from '../../../test/team-factory.ts';
import { createPayments, type Fulfilment, fingerprintOf } from './payments.service.ts';

const ctx = useTestContext();
const stripe = useStripeApiServer();

function setUp(gateway: PaymentGateway = createSandboxGateway({ secret: testSandboxSecret })) {
  const fulfilled: PaymentRow[] = [];
  const creditPack: Fulfilment = async (_tx, payment) => {
    fulfilled.push(payment);
  };
  const charge = vi.spyOn(gateway, 'charge');
  const service = createPayments({ db: ctx.database.db, gateway, fulfilments: { creditPack } });
  return { service, fulfilled, charge };
}

async function startInput(last4 = '4242', overrides: { teamId?: number; userId?: number } = {}) {
  const db = ctx.database.db;
  const team = await createTeamWithRoles(db);
  const card = await insertSandboxCard(db, team.teamId, { last4 });
  return {
    team,
    card,
    input: {
      actor: { userId: overrides.userId ?? team.owner.user.id, teamId: team.teamId },
      purpose: 'creditPack' as const,
      description: 'Silver credit pack',
      amount: 45_000,
      currency: 'USD',
      paymentMethodId: card.id,
      idempotencyKey: randomUUID(),
      fingerprint: { packageId: 2 },
      details: { packageId: 2, credits: 50_000 },
    },
  };
}

const storedPayments = (teamId: number) =>
  ctx.database.db.select().from(payments).where(eq(payments.teamId, teamId));

describe('createPayments().start with the sandbox gateway', () => {
  it('charges a good card, stores the payment succeeded and fulfils it once', async () => {
    const { service, fulfilled, charge } = setUp();
    const { team, input } = await startInput('4242');
    const result = ZPaymentResult.parse(await service.start(input));

    expect(result.clientSecret).toBeUndefined();
    expect(result.payment).toMatchObject({
      status: 'succeeded',
      purpose: 'creditPack',
      description: 'Silver credit pack',
      amount: 45_000,
      currency: 'USD',
      methodLabel: 'Visa •••• 4242',
      failureMessage: null,
      receiptAvailable: true,
    });
    expect(result.payment.paidAt).not.toBeNull();
    const [row] = await storedPayments(team.teamId);
    expect(row).toMatchObject({
      id: result.payment.id,
      status: 'succeeded',
      userId: team.owner.user.id,
      gateway: 'sandbox',
      receiptNumber: `DH-${String(row?.id).padStart(6, '0')}`,
      details: { packageId: 2, credits: 50_000 },
    });
    expect(row?.gatewayPaymentId).toMatch(/^ch_sandbox_/);
    expect(charge).toHaveBeenCalledTimes(1);
    expect(charge.mock.calls[0]?.[0]).toMatchObject({
      amount: 45_000,
      currency: 'USD',
      idempotencyKey: `payment-${row?.id}`,
      paymentId: row?.id,
      offSession: false,
    });
    expect(fulfilled.map((payment) => [payment.id, payment.status])).toEqual([
      [row?.id, 'succeeded'],
    ]);
  });

  it.each([
    ['0002', 'card_declined', 'Your card was declined.'],
    ['9995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])(
    'stores a refusal of card %s as failed and answers 400 with the gateway message',
    async (last4, code, message) => {
      const { service, fulfilled } = setUp();
      const { team, input } = await startInput(last4);
      await expect(service.start(input)).rejects.toMatchObject({ statusCode: 400, message });
      const rows = await storedPayments(team.teamId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'failed',
        failureCode: code,
        failureMessage: message,
        receiptNumber: null,
        paidAt: null,
      });
      expect(fulfilled).toEqual([]);
      // A retry with the same key answers the same refusal without asking the gateway again.
      await expect(service.start(input)).rejects.toMatchObject({ statusCode: 400, message });
      expect(await storedPayments(team.teamId)).toHaveLength(1);
    },
  );

  it('answers a retry with the same key from the first payment, without a second charge', async () => {
    const { service, fulfilled, charge } = setUp();
    const { team, input } = await startInput();
    const first = await service.start(input);
    const again = await service.start({ ...input, fingerprint: { packageId: 2 } });
    expect(again).toEqual(first);
    expect(charge).toHaveBeenCalledTimes(1);
    expect(fulfilled).toHaveLength(1);
    expect(await storedPayments(team.teamId)).toHaveLength(1);
  });

  it('charges and fulfils once when 10 requests with the same key arrive at once', async () => {
    const { service, fulfilled, charge } = setUp();
    const { team, input } = await startInput();
    const results = await Promise.all(Array.from({ length: 10 }, () => service.start(input)));
    const ids = new Set(results.map((result) => result.payment.id));
    expect(ids.size).toBe(1);
    expect(charge).toHaveBeenCalledTimes(1);
    expect(fulfilled).toHaveLength(1);
    expect(await storedPayments(team.teamId)).toHaveLength(1);
    expect(results.some((result) => result.payment.status === 'succeeded')).toBe(true);
  });

  it('refuses the same key with other parameters, and charges nothing for it', async () => {
    const { service, fulfilled, charge } = setUp();
    const { team, input } = await startInput();
    await service.start(input);
    await expect(service.start({ ...input, fingerprint: { packageId: 3 } })).rejects.toMatchObject({
      statusCode: 400,
      message: paymentMessages.idempotencyKeyReused,
    });
    const otherCard = await insertSandboxCard(ctx.database.db, team.teamId, { last4: '1881' });
    await expect(service.start({ ...input, paymentMethodId: otherCard.id })).rejects.toMatchObject({
      statusCode: 400,
      message: paymentMessages.idempotencyKeyReused,
    });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(fulfilled).toHaveLength(1);
  });

  it("refuses another team's card, a removed card and the invoice method with 422", async () => {
    const { service, fulfilled, charge } = setUp();
    const { team, input } = await startInput();
    const other = await startInput();
    const db = ctx.database.db;
    const removed = await insertSandboxCard(db, team.teamId);
    await db
      .update(paymentMethods)
      .set({ removedAt: new Date() })
      .where(eq(paymentMethods.id, removed.id));
    const [invoice] = await db
      .insert(paymentMethods)
      .values({ teamId: team.teamId, kind: 'invoice', poNumber: 'PO-1' })
      .returning();

    for (const paymentMethodId of [other.card.id, removed.id, invoice?.id ?? 0, 999_999]) {
      await expect(
        service.start({ ...input, paymentMethodId, idempotencyKey: randomUUID() }),
      ).rejects.toMatchObject({
        statusCode: 422,
        details: { fieldErrors: { paymentMethodId: [paymentMessages.paymentMethodRequired] } },
      });
    }
    expect(charge).not.toHaveBeenCalled();
    expect(fulfilled).toEqual([]);
    expect(await storedPayments(team.teamId)).toEqual([]);
  });

  it('keeps the same key of two teams apart', async () => {
    const { service, charge } = setUp();
    const first = await startInput();
    const second = await startInput();
    const key = randomUUID();
    const a = await service.start({ ...first.input, idempotencyKey: key });
    const b = await service.start({ ...second.input, idempotencyKey: key });
    expect(a.payment.id).not.toBe(b.payment.id);
    expect(charge).toHaveBeenCalledTimes(2);
  });

  it('marks a payment failed when the gateway does not answer, and a later event settles it', async () => {
    const gateway = createSandboxGateway({ secret: testSandboxSecret });
    const { service, fulfilled } = setUp(gateway);
    vi.mocked(gateway.charge).mockRejectedValueOnce(new Error('socket hang up'));
    const { team, input } = await startInput();
    await expect(service.start(input)).rejects.toMatchObject({ statusCode: 503 });
    const [row] = await storedPayments(team.teamId);
    expect(row).toMatchObject({ status: 'failed', failureCode: 'gateway_unavailable' });

    const outcome = await service.settleFromEvent({
      eventId: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      occurredAt: new Date(),
      gatewayPaymentId: 'pi_late',
      paymentId: row?.id ?? 0,
      outcome: { status: 'succeeded' },
    });
    expect(outcome).toBe('applied');
    const [settled] = await storedPayments(team.teamId);
    expect(settled).toMatchObject({ status: 'succeeded', gatewayPaymentId: 'pi_late' });
    expect(fulfilled).toHaveLength(1);
  });

  it('charges an unanswered payment again under the same gateway key when the request is retried', async () => {
    const gateway = createSandboxGateway({ secret: testSandboxSecret });
    const { service, fulfilled, charge } = setUp(gateway);
    charge.mockRejectedValueOnce(new Error('socket hang up'));
    const { team, input } = await startInput();
    await expect(service.start(input)).rejects.toMatchObject({ statusCode: 503 });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => service.start(input).catch((error: unknown) => error)),
    );
    const answered = retries.filter((result) => !(result instanceof Error));
    expect(answered.length).toBe(5);
    expect(charge).toHaveBeenCalledTimes(2);
    const keys = charge.mock.calls.map(([request]) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    const rows = await storedPayments(team.teamId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(fulfilled).toHaveLength(1);
  });

  it('refuses a purpose without a fulfilment before storing or charging anything', async () => {
    const { service, charge } = setUp();
    const { team, input } = await startInput();
    await expect(service.start({ ...input, purpose: 'order' })).rejects.toThrow(/no fulfilment/);
    expect(charge).not.toHaveBeenCalled();
    expect(await storedPayments(team.teamId)).toEqual([]);
  });
});

describe('a payment waiting for the bank check, retried (issue 32)', () => {
  const stripeGateway = () =>
    createStripeGateway({
      secretKey: 'sk_test_payments',
      webhookSecret: null,
      api: stripe.api,
      maxNetworkRetries: 0,
    });
  /** Stripe with one intent, in the status a test gives; its id and client secret stay. */
  function playIntent(initial: string, id = `pi_3ds_${randomUUID().slice(0, 8)}`) {
    const intent = {
      id,
      status: initial,
      last_payment_error: null as null | { code: string; message: string },
    };
    stripe.answer = (request) => ({
      status: 200,
      body: request.path.startsWith('/v1/customers')
        ? { object: 'customer', id: 'cus_payments' }
        : { object: 'payment_intent', client_secret: `${id}_secret_abc`, metadata: {}, ...intent },
    });
    return intent;
  }
  const intentCalls = () =>
    stripe.seen
      .filter((request) => request.path.startsWith('/v1/payment_intents'))
      .map((request) => `${request.method} ${request.path}`);

  it('answers the client secret again while the check waits, then the settled payment', async () => {
    const { service, fulfilled } = setUp(stripeGateway());
    const intent = playIntent('requires_action');
    const { team, input } = await startInput();

    const first = await service.start(input);
    expect(first).toMatchObject({
      payment: { status: 'requiresAction' },
      clientSecret: `${intent.id}_secret_abc`,
    });
    // The tab reloads and sends the attempt again: the same secret, no second charge.
    const retried = await service.start(input);
    expect(retried).toEqual(first);
    expect(intentCalls()).toEqual([
      'POST /v1/payment_intents',
      `GET /v1/payment_intents/${intent.id}`,
    ]);

    intent.status = 'succeeded';
    const settled = await service.start(input);
    expect(settled).toEqual({ payment: expect.objectContaining({ status: 'succeeded' }) });
    expect(ZPaymentResult.parse(settled)).toEqual(settled);
    expect(fulfilled).toHaveLength(1);
    const [row] = await storedPayments(team.teamId);
    expect(row).toMatchObject({ status: 'succeeded', gatewayPaymentId: intent.id });
  });

  it("answers the bank's refusal, and the status alone while Stripe does not answer", async () => {
    const { service, fulfilled } = setUp(stripeGateway());
    const intent = playIntent('requires_action');
    const { team, input } = await startInput();
    await service.start(input);

    stripe.answer = () => ({ status: 500, body: { error: { type: 'api_error' } } });
    expect(await service.start(input)).toEqual({
      payment: expect.objectContaining({ status: 'requiresAction' }),
    });

    playIntent('requires_payment_method', intent.id).last_payment_error = {
      code: 'card_declined',
      message: 'The bank refused the confirmation.',
    };
    await expect(service.start(input)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The bank refused the confirmation.',
    });
    const [row] = await storedPayments(team.teamId);
    expect(row).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(fulfilled).toHaveLength(0);
    expect(intent.status).toBe('requires_action');
  });
});

describe('createPayments().settleFromEvent', () => {
  async function pendingPayment() {
    const { team, card } = await startInput();
    const [row] = await ctx.database.db
      .insert(payments)
      .values({
        teamId: team.teamId,
        purpose: 'creditPack',
        description: 'Gold credit pack',
        amount: 90_000,
        currency: 'USD',
        paymentMethodId: card.id,
        methodLabel: 'Visa •••• 4242',
        gateway: 'stripe',
        gatewayPaymentId: `pi_${randomUUID()}`,
        status: 'requiresAction',
        idempotencyKey: randomUUID(),
        requestFingerprint: 'x',
      })
      .returning();
    if (!row?.gatewayPaymentId) throw new Error('no payment');
    return { ...row, gatewayPaymentId: row.gatewayPaymentId };
  }
  const event = (
    gatewayPaymentId: string,
    outcome: { status: 'succeeded' } | { status: 'failed'; code: string; message: string },
  ) => ({
    eventId: `evt_${randomUUID()}`,
    type: outcome.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.failed',
    occurredAt: new Date(),
    gatewayPaymentId,
    paymentId: null,
    outcome,
  });
  const declined = { status: 'failed' as const, code: 'card_declined', message: 'Declined.' };
  const getRow = async (id: number) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0];

  it('applies an event once, however often and concurrently it is delivered', async () => {
    const { service, fulfilled } = setUp();
    const payment = await pendingPayment();
    const succeeded = event(payment.gatewayPaymentId, { status: 'succeeded' });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => service.settleFromEvent(succeeded)),
    );
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    expect(fulfilled).toHaveLength(1);
    const events = await ctx.database.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.id, succeeded.eventId));
    expect(events).toHaveLength(1);
    expect(await getRow(payment.id)).toMatchObject({
      status: 'succeeded',
      receiptNumber: `DH-${String(payment.id).padStart(6, '0')}`,
    });
  });

  it('keeps a succeeded payment succeeded when a failure arrives after it', async () => {
    const { service, fulfilled } = setUp();
    const payment = await pendingPayment();
    await service.settleFromEvent(event(payment.gatewayPaymentId, { status: 'succeeded' }));
    expect(await service.settleFromEvent(event(payment.gatewayPaymentId, declined))).toBe(
      'ignored',
    );
    expect(await getRow(payment.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(fulfilled).toHaveLength(1);
  });

  it('lets a success that follows a failure settle and fulfil the payment', async () => {
    const { service, fulfilled } = setUp();
    const payment = await pendingPayment();
    await service.settleFromEvent(event(payment.gatewayPaymentId, declined));
    expect(await getRow(payment.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Declined.',
    });
    expect(fulfilled).toEqual([]);
    await service.settleFromEvent(event(payment.gatewayPaymentId, { status: 'succeeded' }));
    expect(await getRow(payment.id)).toMatchObject({ status: 'succeeded', failureMessage: null });
    expect(fulfilled).toHaveLength(1);
  });

  it('undoes the transition and the event record when the fulfilment fails', async () => {
    const gateway = createSandboxGateway({ secret: testSandboxSecret });
    const failing = createPayments({
      db: ctx.database.db,
      gateway,
      fulfilments: {
        creditPack: async () => {
          throw new Error('ledger unavailable');
        },
      },
    });
    const payment = await pendingPayment();
    const succeeded = event(payment.gatewayPaymentId, { status: 'succeeded' });
    await expect(failing.settleFromEvent(succeeded)).rejects.toThrow('ledger unavailable');
    expect(await getRow(payment.id)).toMatchObject({ status: 'requiresAction' });
    const { service, fulfilled } = setUp();
    expect(await service.settleFromEvent(succeeded)).toBe('applied');
    expect(fulfilled).toHaveLength(1);
  });

  it('records an event for a payment it does not know and changes nothing', async () => {
    const { service } = setUp();
    expect(await service.settleFromEvent(event('pi_unknown', { status: 'succeeded' }))).toBe(
      'unknownPayment',
    );
  });
});

describe('payments contract', () => {
  it('mirrors the schema purposes and statuses', () => {
    expect([...contractPurposes]).toEqual([...paymentPurposes]);
    expect([...contractStatuses]).toEqual([...paymentStatuses]);
  });

  it('fingerprints parameters whatever their key order', () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(
      fingerprintOf({ b: { d: [1, 2], c: 2 }, a: 1 }),
    );
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });
});
