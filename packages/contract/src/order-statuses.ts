import { z } from 'zod';

/**
 * The states of an order, in a file of their own: answers that name an order's state (the review's
 * guests, the capacity, the lists) load this, not the order form's schemas that orders.ts makes
 * (the browser builds a file's schemas when it first checks an answer with one of them).
 */

export const orderStatuses = [
  /** A quote flow's order: staff price it, then the customer accepts and pays. */
  'quoteRequested',
  /** Staff priced the quote: the customer accepts and pays, or declines. */
  'quoted',
  /** Placed; the card payment is not settled yet (the bank asked the customer to confirm). */
  'awaitingPayment',
  /** Placed and paid (or on invoice, or on the subscription): waiting for the designers. */
  'received',
  /** A designer works on it. */
  'inProgress',
  /** Files delivered: the customer reviews them (approve, or ask for a revision). */
  'delivered',
  /** The customer asked for changes; the designers work on the next delivery. */
  'revisionRequested',
  /** The customer approved the delivery (or the review window ran out): done. */
  'approved',
  'cancelled',
] as const;
export const ZOrderStatus = z.enum(orderStatuses);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** Done with: its review takes no new pins, replies or approvers. */
export const closedOrderStatuses: readonly TOrderStatus[] = ['approved', 'cancelled'];
export const isOrderClosed = (status: TOrderStatus) => closedOrderStatuses.includes(status);
