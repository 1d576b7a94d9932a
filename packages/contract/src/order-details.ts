import { z } from 'zod';
import { ZOrderComment } from './order-comments.ts';
import { ZStyleType } from './order-form.ts';
import {
  orderReviewMessages,
  ZLateDeliveryCredit,
  ZOrderDelivery,
  ZOrderExtra,
  ZOrderReview,
} from './order-review.ts';
import { type TOrderStatus, ZOrderStatus } from './order-statuses.ts';
import { ZOrderConfirmation } from './orders.ts';
import { ZPaymentResult } from './payments.ts';
import { ZUploadedFile } from './uploads.ts';
import { ZServerDate } from './validation.ts';

/**
 * What the order page shows beyond the confirmation (GET /orders/{id}): where the order has
 * been (every status change with who and when), what the customer sent (files, links, brief,
 * style, custom fields) and how it is paid.
 */

/** One status change: who made it ('Deckhand' for the system) and when. */
export const ZOrderTimelineEntry = z.object({
  from: ZOrderStatus.nullable(),
  to: ZOrderStatus,
  at: ZServerDate,
  by: z.string(),
  note: z.string().nullable(),
});
export type TOrderTimelineEntry = z.infer<typeof ZOrderTimelineEntry>;

export const ZOrderDetails = z.object({
  flowName: z.string(),
  placedBy: z.string().nullable(),
  /** Who placed it (the order page offers them its approvers). */
  placedByUserId: z.number().int().nullable(),
  turnaroundName: z.string().nullable(),
  timeline: z.array(ZOrderTimelineEntry),
  /** The files the customer uploaded with the order (presentation, style file, references). */
  files: z.array(ZUploadedFile),
  googleSlidesUrls: z.array(z.string()),
  useSharingLinks: z.boolean(),
  brief: z.string(),
  style: z.object({
    type: ZStyleType.nullable(),
    /** The saved template's name, when one was chosen (null if it was removed since). */
    templateName: z.string().nullable(),
  }),
  customFields: z.array(z.object({ label: z.string(), answer: z.string() })),
  poNumber: z.string().nullable(),
  /** What staff delivered, oldest first. */
  deliveries: z.array(ZOrderDelivery),
  /** The review's state once something was delivered; null before. */
  review: ZOrderReview.nullable(),
  lateDeliveryCredit: ZLateDeliveryCredit.nullable(),
  /** What was paid on top of the order (revision rounds past the included ones), oldest first. */
  extras: z.array(ZOrderExtra),
  /** The thread with staff, oldest first. */
  comments: z.array(ZOrderComment),
  /** The feedback given (its page shows it whole); null before any. */
  feedback: z
    .object({ average: z.number().nullable(), noFeedback: z.boolean(), at: ZServerDate })
    .nullable(),
});
export type TOrderDetails = z.infer<typeof ZOrderDetails>;

export const orderPageMessages = {
  back: 'All orders',
  notFound: 'This order does not exist, or it belongs to another team.',
  loadFailed: 'We could not load this order. Please try again.',
  retry: 'Try again',
  summary: 'Summary',
  timeline: 'Timeline',
  files: 'Your files',
  noFiles: 'No files were uploaded with this order.',
  brief: 'Brief',
  noBrief: 'No brief was given.',
  details: 'Order details',
  price: 'Price',
  quoteNotPriced: 'We are preparing your quote. You will get a mail when it is ready.',
  system: 'Deckhand',
  staff: 'Deckhand designers',
  /** A change by the customer's side with no account behind it (a guest approver). */
  customer: 'The customer’s reviewer',
  sharingLinks: 'We will receive the files through your sharing links.',
  styleNames: {
    template: 'Saved style template',
    file: 'The style file you sent',
    recommendation: 'Our recommendation',
  },
  fields: {
    placed: 'Placed',
    placedBy: 'Placed by',
    flow: 'Ordered through',
    treatment: 'Treatment',
    slides: 'Slides',
    turnaround: 'Turnaround',
    delivery: 'Promised delivery',
    style: 'Style',
    payment: 'Payment',
    poNumber: 'Purchase order',
  },
  paymentNames: {
    credits: 'Credits',
    card: 'Card',
    invoice: 'Invoice',
    subscription: 'Subscription',
  },
  /** What the timeline says of the changes Deckhand makes itself (describeSystemTransition). */
  systemNotes: {
    paid: 'The card payment was received.',
    refusedOrder: 'The card payment was refused, so the order was cancelled.',
    refusedQuote: 'The card payment was refused: the quote is open for payment again.',
  },
} as const;

/**
 * The timeline's words for a status change the system made. The note stored with such a change
 * is a record for the books ('payment 10', 'card payment refused') and is never shown, to the
 * customer or to staff; a change with nothing to tell has no note.
 */
export function describeSystemTransition(
  from: TOrderStatus | null,
  to: TOrderStatus,
): string | null {
  const notes = orderPageMessages.systemNotes;
  if (from === 'awaitingPayment' && to === 'received') return notes.paid;
  if (from === 'awaitingPayment' && to === 'cancelled') return notes.refusedOrder;
  if (from === 'awaitingPayment' && to === 'quoted') return notes.refusedQuote;
  if (from === 'delivered' && to === 'approved') return orderReviewMessages.autoApprovedNote;
  return null;
}

/** GET /orders/{id}: the order as its confirmation and its page show it. */
export const ZOrderResponse = z.object({ order: ZOrderConfirmation, details: ZOrderDetails });
export type TOrderResponse = z.infer<typeof ZOrderResponse>;

/**
 * POST /orders/{id}/review: the order as its page shows it, and the card payment of an extra
 * round (its clientSecret when the bank asks the customer to confirm; null otherwise).
 */
export const ZOrderReviewResponse = ZOrderResponse.extend({ payment: ZPaymentResult.nullable() });
export type TOrderReviewResponse = z.infer<typeof ZOrderReviewResponse>;
