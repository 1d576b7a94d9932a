import { z } from 'zod';
import { boundedString, ZServerDate } from './validation.ts';

/**
 * Payments as the customer sees them: every charge (a credit pack, the subscription, an order)
 * with where it stands. Purposes and statuses mirror apps/api/src/db/schema/billing.ts.
 */

export const paymentPurposes = ['creditPack', 'subscription', 'order', 'orderExtra'] as const;
export const ZPaymentPurpose = z.enum(paymentPurposes);
export type TPaymentPurpose = z.infer<typeof ZPaymentPurpose>;

export const paymentStatuses = [
  'pending',
  'requiresAction',
  'succeeded',
  'failed',
  'refunded',
] as const;
export const ZPaymentStatus = z.enum(paymentStatuses);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** The texts of a purchase; a refused card reads in the gateway's own words instead. */
export const paymentMessages = {
  /** The same idempotency key came back with other parameters (another pack, another card). */
  idempotencyKeyReused:
    'This purchase was already made with different details. Please reload the page and try again.',
  /** A purchase request without a valid idempotency key (the browser makes one per attempt). */
  idempotencyKeyInvalid: 'Please reload the page and try again.',
  /** 422 on paymentMethodId: no live card of the team with that id. */
  paymentMethodRequired: 'Choose a card to pay with.',
  /** 400 to a webhook delivery whose signature is missing or does not verify. */
  webhookSignatureInvalid: 'The webhook signature did not verify.',
  webhookEventInvalid:
    'The webhook event could not be read: it lacks its time, its payment or its id.',
} as const;

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * The `idempotencyKey` body field of every purchase: a UUID the browser makes once per purchase
 * attempt. A retried request with it gets the first answer; the card is charged once.
 */
export const ZIdempotencyKey = boundedString(36, paymentMessages.idempotencyKeyInvalid).regex(
  uuidPattern,
  paymentMessages.idempotencyKeyInvalid,
);

export const ZPaymentSummary = z.object({
  id: z.number().int(),
  purpose: ZPaymentPurpose,
  status: ZPaymentStatus,
  /** What the payment paid for ('Silver credit pack', 'Pro plan, monthly'). */
  description: z.string(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  /** How the method reads on history and receipts: 'Visa •••• 4242'. */
  methodLabel: z.string(),
  /** The gateway's words when the payment failed ('Your card was declined.'). */
  failureMessage: z.string().nullable(),
  createdAt: ZServerDate,
  paidAt: ZServerDate.nullable(),
  /** A receipt (PDF) can be downloaded: the payment succeeded and has a receipt number. */
  receiptAvailable: z.boolean(),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;

/**
 * The answer of a purchase. `clientSecret` only when the bank asks the customer to confirm
 * (status requiresAction): the browser completes it with the gateway's own script.
 */
export const ZPaymentResult = z.object({
  payment: ZPaymentSummary,
  clientSecret: z.string().optional(),
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

/** What the gateway's webhook route answers once an event is verified. */
export const ZWebhookReceived = z.object({ received: z.literal(true) });
export type TWebhookReceived = z.infer<typeof ZWebhookReceived>;
