import { z } from 'zod';
import { toMajorUnits } from './money.ts';
import { orderFormLimits } from './order-form-limits.ts';
import { ZIdempotencyKey } from './payments.ts';
import { boundedString } from './validation.ts';

/**
 * Quotes (issue "After the order"): staff price a requested quote (a total and a promised
 * delivery); the customer accepts and pays (credits, invoice or a saved card), or declines.
 */
export const quoteRules = {
  /** Minor units: $1.00 to $1 000 000.00. */
  totalMin: 100,
  totalMax: 100_000_000,
  noteMax: 2000,
} as const;

/** POST /staff/orders/{id}/quote. */
export const ZStaffQuoteRequest = z.object({
  total: z
    .number()
    .int('Enter the price in whole cents.')
    .min(quoteRules.totalMin, 'The price must be at least 1.00.')
    .max(quoteRules.totalMax, 'The price must be at most 1 000 000.00.'),
  /** UTC, in the future. */
  promisedDeliveryAt: z.iso
    .datetime({ offset: true, error: 'Choose the promised delivery.' })
    .max(40, 'Choose the promised delivery.'),
  note: boundedString(quoteRules.noteMax).trim().optional(),
});
export type TStaffQuoteRequest = z.infer<typeof ZStaffQuoteRequest>;

/**
 * The staff's quote form: the price as typed (currency units) and the promise as a local date and
 * time (datetime-local); the page turns them into ZStaffQuoteRequest.
 */
export const ZStaffQuoteForm = z.object({
  /** As the number field holds it while typing ('4500.' is a string until the next digit). */
  amount: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z
      .number({ error: 'Enter the price.' })
      .min(toMajorUnits(quoteRules.totalMin), 'The price must be at least 1.00.')
      .max(toMajorUnits(quoteRules.totalMax), 'The price must be at most 1 000 000.00.'),
  ),
  deliveryAt: z.string().min(1, 'Choose the promised delivery.').max(40),
  note: boundedString(quoteRules.noteMax).trim().optional(),
});
export type TStaffQuoteForm = z.input<typeof ZStaffQuoteForm>;

export const pricedPaymentMethods = ['credits', 'card', 'invoice'] as const;

/**
 * How the customer pays what is priced on its own: an accepted quote, or a revision round past
 * the included ones (no subscription: neither comes out of the plan's capacity).
 */
export const ZPricedPayment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('credits') }),
  z.object({ method: z.literal('card'), paymentMethodId: z.number().int().positive() }),
  z.object({
    method: z.literal('invoice'),
    poNumber: boundedString(orderFormLimits.poNumberMax).trim().default(''),
  }),
]);
export type TPricedPayment = z.input<typeof ZPricedPayment>;
export type TPricedPaymentMethod = TPricedPayment['method'];

/** POST /orders/{id}/quote: accept (and pay) or decline the quote. */
export const ZQuoteAnswerRequest = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accept'),
    payment: ZPricedPayment,
    /** One per attempt: a retried accept charges once. */
    idempotencyKey: ZIdempotencyKey,
  }),
  z.object({
    decision: z.literal('decline'),
    reason: boundedString(quoteRules.noteMax).trim().optional(),
  }),
]);
export type TQuoteAnswerRequest = z.input<typeof ZQuoteAnswerRequest>;

export const quoteMessages = {
  notQuoted: 'This quote is not waiting for an answer.',
  notRequested: 'This order is not a quote waiting for a price.',
  deliveryInPast: 'The promised delivery must be in the future.',
  priced: 'Quote sent to the customer.',
  heading: 'Your quote',
  intro: 'We priced your request. Accept it to start the work, or decline it.',
  accept: 'Accept and pay',
  decline: 'Decline quote',
  declineConfirm:
    'Decline this quote? The order is cancelled; you can request a new quote at any time.',
  accepted: 'Quote accepted. Our designers have it.',
  declined: 'Quote declined.',
  paymentLabel: 'Pay with',
  readySubject: (orderNumber: string) => `Your quote ${orderNumber} is ready`,
  priceLabel: (slides: number | null) => (slides ? `Quote · ${slides} slides` : 'Quote'),
} as const;
