import { describe, expect, it } from 'vitest';
import {
  stripePaymentIntent as intent,
  stripeCardError,
  useStripeApiServer,
} from '../../test/stripe-api-server.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/** A local server that plays Stripe's API: records each request, answers what the test says. */
const stripeApi = useStripeApiServer();
const { seen } = stripeApi;

const webhookSecret = 'whsec_test_secret';
const gateway = () =>
  createStripeGateway({
    secretKey: 'sk_test_local',
    webhookSecret,
    api: stripeApi.api,
    maxNetworkRetries: 0,
  });

const chargeRequest = {
  amount: 45_000,
  currency: 'USD',
  cardRef: 'pm_card_visa',
  customerRef: 'cus_123',
  idempotencyKey: 'payment-7',
  description: 'Silver credit pack',
  paymentId: 7,
  offSession: false,
};

describe('Stripe gateway: payment intents', () => {
  it('creates a confirmed intent with the key, customer, card and our payment id', async () => {
    stripeApi.answer = () => ({ status: 200, body: intent({ status: 'succeeded' }) });
    expect(await gateway().charge(chargeRequest)).toEqual({
      status: 'succeeded',
      gatewayPaymentId: 'pi_1',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'payment-7',
      authorization: 'Bearer sk_test_local',
      form: {
        amount: '45000',
        currency: 'usd',
        customer: 'cus_123',
        payment_method: 'pm_card_visa',
        confirm: 'true',
        description: 'Silver credit pack',
        'metadata[paymentId]': '7',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
      },
    });
    expect(seen[0]?.form).not.toHaveProperty('off_session');
  });

  it('marks renewals off session', async () => {
    stripeApi.answer = () => ({ status: 200, body: intent({ status: 'succeeded' }) });
    await gateway().charge({ ...chargeRequest, offSession: true });
    expect(seen[0]?.form.off_session).toBe('true');
  });

  it('hands the client secret back when the bank asks the customer to confirm', async () => {
    stripeApi.answer = () => ({ status: 200, body: intent({ status: 'requires_action' }) });
    expect(await gateway().charge(chargeRequest)).toEqual({
      status: 'requiresAction',
      gatewayPaymentId: 'pi_1',
      clientSecret: 'pi_1_secret_abc',
    });
  });

  it("answers a card_error as a failure in Stripe's own words", async () => {
    stripeApi.answer = () =>
      stripeCardError({
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        paymentIntent: intent({ status: 'requires_payment_method' }),
      });
    expect(await gateway().charge(chargeRequest)).toEqual({
      status: 'failed',
      gatewayPaymentId: 'pi_1',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('reads a refused intent from its last payment error', async () => {
    stripeApi.answer = () => ({
      status: 200,
      body: intent({
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    });
    expect(await gateway().charge(chargeRequest)).toEqual({
      status: 'failed',
      gatewayPaymentId: 'pi_1',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('throws when Stripe itself fails, so the payment is not taken as refused', async () => {
    stripeApi.answer = () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'boom' } },
    });
    await expect(gateway().charge(chargeRequest)).rejects.toThrow('boom');
  });
});

describe('Stripe gateway: refunds', () => {
  const refundRequest = { gatewayPaymentId: 'pi_1', amount: 45_000, idempotencyKey: 'refund-7' };

  it('refunds an intent under the key, and takes a pending refund as made', async () => {
    stripeApi.answer = () => ({
      status: 200,
      body: { object: 'refund', id: 're_1', status: 'pending' },
    });
    expect(await gateway().refund(refundRequest)).toEqual({
      status: 'succeeded',
      gatewayRefundId: 're_1',
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund-7',
      form: { payment_intent: 'pi_1', amount: '45000' },
    });
  });

  it('answers a refused refund as a failure, and one made elsewhere as made', async () => {
    stripeApi.answer = () => ({
      status: 200,
      body: {
        object: 'refund',
        id: 're_2',
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
      },
    });
    expect(await gateway().refund(refundRequest)).toMatchObject({
      status: 'failed',
      code: 'expired_or_canceled_card',
    });
    stripeApi.answer = () => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge pi_1 has already been refunded.',
        },
      },
    });
    expect(await gateway().refund(refundRequest)).toMatchObject({ status: 'succeeded' });
  });
});

describe('Stripe gateway: customers and cards', () => {
  it('creates a customer once per team, and keeps a known one', async () => {
    stripeApi.answer = () => ({ status: 200, body: { object: 'customer', id: 'cus_new' } });
    expect(await gateway().ensureCustomer({ id: 5, name: 'Acme', customerRef: null })).toBe(
      'cus_new',
    );
    expect(seen[0]).toMatchObject({
      path: '/v1/customers',
      idempotencyKey: 'team-5-customer',
      form: { name: 'Acme', 'metadata[teamId]': '5' },
    });
    expect(await gateway().ensureCustomer({ id: 5, name: 'Acme', customerRef: 'cus_old' })).toBe(
      'cus_old',
    );
    expect(seen).toHaveLength(1);
  });

  const method = (customer: string | null) => ({
    object: 'payment_method',
    id: 'pm_1',
    customer,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
  });

  it('reads a payment method and attaches it to the customer', async () => {
    stripeApi.answer = (request) => ({
      status: 200,
      body: method(request.path.endsWith('/attach') ? 'cus_1' : null),
    });
    expect(await gateway().attachCard('pm_1', 'cus_1')).toEqual({
      gatewayRef: 'pm_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
    });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/payment_methods/pm_1',
      'POST /v1/payment_methods/pm_1/attach',
    ]);
    expect(seen[1]?.form).toEqual({ customer: 'cus_1' });
  });

  it('answers an unknown payment method as a failure a customer can act on', async () => {
    stripeApi.answer = () => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: "No such PaymentMethod: 'pm_x'",
        },
      },
    });
    const result = await gateway().attachCard('pm_x', 'cus_1');
    expect(result).toMatchObject({ status: 'failed', code: 'resource_missing' });
    expect(JSON.stringify(result)).not.toContain('No such');
  });

  it('detaches a card, and takes an already detached one as done', async () => {
    stripeApi.answer = () => ({ status: 200, body: method(null) });
    await gateway().detachCard('pm_1');
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/payment_methods/pm_1/detach' });
    stripeApi.answer = () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'not attached' } },
    });
    await expect(gateway().detachCard('pm_1')).resolves.toBeUndefined();
  });
});
