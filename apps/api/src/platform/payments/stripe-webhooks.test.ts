import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripePaymentIntent as intent } from '../../test/stripe-api-server.ts';
import { WebhookPayloadError, WebhookSignatureError } from './gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/** The Stripe gateway's webhooks (its calls to Stripe's API: stripe-gateway.test.ts). */
const webhookSecret = 'whsec_test_secret';
const gateway = () => createStripeGateway({ secretKey: 'sk_test_local', webhookSecret });

describe('Stripe gateway: webhooks', () => {
  const sign = (payload: string, secret = webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const eventBody = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      created: 1_790_000_000,
      data: { object },
    });

  it('reads a succeeded intent', async () => {
    const body = eventBody('payment_intent.succeeded', intent({ status: 'succeeded' }));
    await expect(gateway().parseWebhook(Buffer.from(body), sign(body))).resolves.toEqual({
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
      occurredAt: new Date(1_790_000_000_000),
      gatewayPaymentId: 'pi_1',
      paymentId: 7,
      outcome: { status: 'succeeded' },
    });
  });

  it('reads a failed intent with its error, and no payment id without metadata', async () => {
    const body = eventBody(
      'payment_intent.payment_failed',
      intent({
        status: 'requires_payment_method',
        metadata: {},
        last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    );
    await expect(gateway().parseWebhook(Buffer.from(body), sign(body))).resolves.toMatchObject({
      paymentId: null,
      outcome: { status: 'failed', code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('refuses a signed payment event without its time, its intent or its id (issue 29)', async () => {
    const good = JSON.parse(eventBody('payment_intent.succeeded', intent({ status: 'succeeded' })));
    const variants = [
      { ...good, created: undefined },
      { ...good, created: 1e20 },
      { ...good, created: -5 },
      { ...good, data: null },
      { ...good, data: { object: { ...good.data.object, id: undefined } } },
      { ...good, id: '' },
    ];
    for (const variant of variants) {
      const body = JSON.stringify(variant);
      await expect(gateway().parseWebhook(Buffer.from(body), sign(body))).rejects.toThrow(
        WebhookPayloadError,
      );
    }
  });

  it('ignores events that are not about a payment', async () => {
    const body = eventBody('customer.created', { object: 'customer', id: 'cus_1' });
    await expect(gateway().parseWebhook(Buffer.from(body), sign(body))).resolves.toBeNull();
  });

  it('refuses a missing, forged or altered signature', async () => {
    const body = eventBody('payment_intent.succeeded', intent({ status: 'succeeded' }));
    const parse = (raw: string, signature: string | undefined) =>
      expect(gateway().parseWebhook(Buffer.from(raw), signature)).rejects;
    await parse(body, undefined).toThrow(WebhookSignatureError);
    await parse(body, sign(body, 'whsec_other')).toThrow(WebhookSignatureError);
    await parse(body.replace('"evt_1"', '"evt_2"'), sign(body)).toThrow(WebhookSignatureError);
    await parse(body, 'garbage').toThrow(WebhookSignatureError);
    const unsigned = createStripeGateway({ secretKey: 'sk_test_local', webhookSecret: null });
    await expect(unsigned.parseWebhook(Buffer.from(body), sign(body))).rejects.toThrow(
      WebhookSignatureError,
    );
  });
});
