import { z } from 'zod';
import { ZOrderDetails } from './order-details.ts';
import { ZOrderFeedback } from './order-feedback.ts';
import { orderReviewRules } from './order-review.ts';
import { type TOrderStatus, ZOrderStatus } from './order-statuses.ts';
import { ZOrderConfirmation } from './orders.ts';
import { ZOrderListItem } from './orders-list.ts';
import { pageOf, pageQuery } from './paging.ts';
import {
  pinAnswerKinds,
  reviewPinMessages,
  reviewPinRules,
  ZPinAnswerInput,
} from './review-pins.ts';
import { ZUploadId } from './uploads.ts';
import { boundedString } from './validation.ts';

/**
 * The staff console's orders (staff only, /staff): the queue across every team, one order with
 * the actions its status allows, delivering files and the comment thread. Every action is
 * checked on the server and written to the audit log.
 */

export const staffOrderSortOptions = ['placed', 'delivery'] as const;

/** The queue's status filter: `open` (everything still to be worked on) or one status. */
export const staffQueueFilters = ['open', 'all'] as const;
export const ZStaffOrdersQuery = pageQuery(staffOrderSortOptions).extend({
  status: z.union([z.enum(staffQueueFilters), ZOrderStatus]).default('open'),
  /** An order number, or words of the team's name. */
  search: boundedString(60).trim().optional(),
});
export type TStaffOrdersQuery = z.infer<typeof ZStaffOrdersQuery>;

/** Statuses the open queue holds: what staff still have to act on. */
export const openOrderStatuses: readonly TOrderStatus[] = [
  'quoteRequested',
  'received',
  'inProgress',
  'revisionRequested',
];

export const ZStaffOrderListItem = ZOrderListItem.extend({
  team: z.object({ id: z.number().int(), name: z.string() }),
});
export type TStaffOrderListItem = z.infer<typeof ZStaffOrderListItem>;
export const ZStaffOrdersResponse = pageOf(ZStaffOrderListItem);
export type TStaffOrdersResponse = z.infer<typeof ZStaffOrdersResponse>;

/** What staff may do with an order in its status (the server's state machine decides). */
export const staffOrderActions = ['price', 'start', 'deliver', 'cancel'] as const;
export type TStaffOrderAction = (typeof staffOrderActions)[number];

export const ZStaffOrderResponse = z.object({
  order: ZOrderConfirmation,
  details: ZOrderDetails,
  team: z.object({ id: z.number().int(), name: z.string(), customerType: z.string() }),
  placedByEmail: z.string().nullable(),
  /** The order's currency (a quote has no price yet to carry it). */
  currency: z.string(),
  actions: z.array(z.enum(staffOrderActions)),
  /** The customer's feedback, internal text included; null before any. */
  feedback: ZOrderFeedback.nullable(),
});
export type TStaffOrderResponse = z.infer<typeof ZStaffOrderResponse>;

/** POST /staff/orders/{id}/transitions: start the work, or cancel. */
export const ZStaffTransitionRequest = z.object({
  to: z.enum(['inProgress', 'cancelled']),
  note: boundedString(orderReviewRules.deliveryNoteMax).trim().optional(),
});
export type TStaffTransitionRequest = z.infer<typeof ZStaffTransitionRequest>;

/** POST /staff/orders/{id}/deliveries: complete uploads (tag `deliverable`) of this staff user. */
export const ZStaffDeliveryRequest = z.object({
  fileIds: z
    .array(ZUploadId)
    .min(1, 'Upload at least one file to deliver.')
    .max(
      orderReviewRules.deliveryFilesMax,
      `Deliver at most ${orderReviewRules.deliveryFilesMax} files at once.`,
    ),
  note: boundedString(orderReviewRules.deliveryNoteMax).trim().optional(),
  /** An answer to each comment of the latest revision request (docs/review.md). */
  pinAnswers: z.array(ZPinAnswerInput).max(reviewPinRules.pinsPerOrderMax).default([]),
});
export type TStaffDeliveryRequest = z.input<typeof ZStaffDeliveryRequest>;

/**
 * One pin's answer as staff's delivery form checks it, as the server does: a kind is chosen
 * (else the server's answersMissing; the form holds '' until one is), and a pin not done says
 * why. An empty note is not sent.
 */
const ZStaffPinAnswerForm = ZPinAnswerInput.extend({
  kind: z.preprocess(
    (kind) => (kind === '' ? undefined : kind),
    z.enum(pinAnswerKinds, { error: reviewPinMessages.answersMissing }),
  ),
})
  .superRefine((answer, context) => {
    if (answer.kind === 'notDone' && !answer.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: reviewPinMessages.whyNotDone });
    }
  })
  .transform(({ note, ...answer }) => (note ? { ...answer, note } : answer));

/** The delivery request as staff's form holds it: its pin answers as ZStaffPinAnswerForm checks. */
export const ZStaffDeliverForm = ZStaffDeliveryRequest.extend({
  pinAnswers: z.array(ZStaffPinAnswerForm).max(reviewPinRules.pinsPerOrderMax),
});
export type TStaffDeliverFormOutput = z.output<typeof ZStaffDeliverForm>;

export const staffOrderMessages = {
  queueHeading: 'Order queue',
  queueIntro: 'Every team’s orders. Open shows what still needs work.',
  empty: 'Nothing in this queue.',
  statusLabel: 'Show',
  open: 'Open orders',
  all: 'All orders',
  searchLabel: 'Search',
  searchPlaceholder: 'Order number or team',
  loadFailed: 'We could not load the orders. Please try again.',
  notFound: 'Order not found',
  moved: 'This order has moved on since you opened it. Reload to see where it stands.',
  filesNotAcceptable: 'Deliver complete files you uploaded for this order.',
  actions: {
    price: 'Price quote',
    start: 'Start work',
    deliver: 'Deliver files',
    cancel: 'Cancel order',
  },
  started: 'Work started.',
  delivered: 'Files delivered. The customer can review them now.',
  cancelled: 'Order cancelled.',
  cancelConfirm:
    'Cancel this order? The customer is told at once, and everything paid comes back: credits at once, card payments through the gateway.',
  paymentPending:
    'The customer’s bank is still confirming the card payment. Cancel the order once it is settled.',
  deliveryNoteLabel: 'Note to the customer',
  team: 'Team',
  customer: 'Customer',
  back: 'Order queue',
} as const;
