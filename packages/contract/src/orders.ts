import { z } from 'zod';
import { ZOrderFormValues, ZTimeZone } from './order-form.ts';
import { ZOrderPrice } from './order-form-components.ts';
import { orderFormLimits } from './order-form-limits.ts';
import { ZOrderStatus } from './order-statuses.ts';
import { ZIdempotencyKey, ZPaymentResult } from './payments.ts';
import { ZTreatmentKey } from './treatments.ts';
import { boundedString, ZServerDate } from './validation.ts';

/**
 * Orders as the customer places them (POST /orders). Orders move through one state machine
 * (apps/api modules/ordering/orders/order-states.ts); every transition is stored with who and when.
 */

export const orderPaymentMethods = ['credits', 'card', 'invoice', 'subscription'] as const;
export const ZOrderPaymentMethod = z.enum(orderPaymentMethods);
export type TOrderPaymentMethod = z.infer<typeof ZOrderPaymentMethod>;

export const orderMessages = {
  /** 400: a card payment failed and the order was cancelled; the gateway's words come first. */
  paymentFailed: 'The payment did not go through, so the order was not placed.',
  insufficientCredits: 'Your credit balance does not cover this order.',
  orderNotFound: 'Order not found',
  confirmationSubject: (orderNumber: string) => `We received your order ${orderNumber}`,
} as const;

/** The paymentDetails step (§3 billing fields as far as the order needs them). */
export const ZOrderPaymentRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('credits') }),
  z.object({
    method: z.literal('card'),
    paymentMethodId: z.number().int().positive(),
  }),
  z.object({
    method: z.literal('invoice'),
    poNumber: boundedString(orderFormLimits.poNumberMax).trim().default(''),
  }),
  z.object({ method: z.literal('subscription') }),
]);
export type TOrderPaymentRequest = z.infer<typeof ZOrderPaymentRequest>;

/** POST /orders: place the order of a flow. A retry with the same key answers the first order. */
export const ZCreateOrderRequest = z.object({
  flowKey: boundedString(orderFormLimits.flowKeyMax),
  idempotencyKey: ZIdempotencyKey,
  timezone: ZTimeZone,
  values: ZOrderFormValues,
  /** Null only for a quote flow (nothing is paid until the quote is accepted). */
  payment: ZOrderPaymentRequest.nullable(),
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

/** The confirmation of §4 Order submit success: the order number and promised delivery. */
export const ZOrderConfirmation = z.object({
  id: z.number().int().positive(),
  /** What people quote: 'DH-10042'. */
  number: z.string(),
  status: ZOrderStatus,
  flowKey: z.string(),
  treatment: ZTreatmentKey.nullable(),
  slides: z.number().int().nullable(),
  turnaround: z.string().nullable(),
  /** UTC; shown in `timezone`. Null for a quote until staff price it. */
  promisedDeliveryAt: ZServerDate.nullable(),
  timezone: z.string(),
  price: ZOrderPrice.nullable(),
  paymentMethod: ZOrderPaymentMethod.nullable(),
  createdAt: ZServerDate,
});
export type TOrderConfirmation = z.infer<typeof ZOrderConfirmation>;

/** The placed order, and the card payment when one was made (clientSecret if the bank asks). */
export const ZCreateOrderResponse = z.object({
  order: ZOrderConfirmation,
  payment: ZPaymentResult.nullable(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/**
 * What the order form reads of GET /orders/{id} after a bank confirmation: the confirmation only
 * (the full answer, ZOrderResponse in order-details.ts, also carries the order page's details).
 */
export const ZOrderConfirmationResponse = z.object({ order: ZOrderConfirmation });

export const ZReviewClockChangedEvent = z.object({ orderId: z.number().int(), number: z.string() });
export type TReviewClockChangedEvent = z.infer<typeof ZReviewClockChangedEvent>;
export const ZReviewReminderEvent = ZReviewClockChangedEvent.extend({
  dueAt: ZServerDate,
  /** Business time left when it was sent, in ms. */
  msLeft: z.number().int().nonnegative(),
});
export type TReviewReminderEvent = z.infer<typeof ZReviewReminderEvent>;
export const ZOrderStatusChangedEvent = z.object({
  orderId: z.number().int(),
  number: z.string(),
  from: ZOrderStatus.nullable(),
  to: ZOrderStatus,
  at: ZServerDate,
});
export type TOrderStatusChangedEvent = z.infer<typeof ZOrderStatusChangedEvent>;

/** 'DH-10042': what customers and staff quote for the order with id 42. */
export function formatOrderNumber(id: number): string {
  return `DH-${10_000 + id}`;
}
