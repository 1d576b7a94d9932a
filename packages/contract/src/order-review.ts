import { z } from 'zod';
import { computePercentShare } from './money.ts';
import { pricedPaymentMethods, ZPricedPayment } from './order-quote.ts';
import { ZIdempotencyKey } from './payments.ts';
import { ZOrderApproval } from './review-approvals.ts';
import { reviewClockRules, ZReviewClock, ZReviewReopen } from './review-clock.ts';
import { ZSlidePreview } from './slide-previews.ts';
import { ZUploadedFile } from './uploads.ts';
import { boundedString, ZServerDate } from './validation.ts';

/**
 * After the delivery (issue "After the order"): staff deliver files, the customer reviews them
 * (approve, or ask for a revision with notes), an order left unanswered is approved when its
 * review window ends (after reminder mails), and a delivery later than promised credits the team.
 */
export const orderReviewRules = {
  /** Revision rounds included in the price; each later round is paid when it is asked for. */
  includedRevisionRounds: 2,
  /** A round past the included ones costs this share of the order's total ... */
  extraRoundPercent: 25,
  /** ... and never less than this (minor units of the order's currency). */
  extraRoundMinimum: 1000,
  /** Business days the customer has to answer a delivery before it is approved for them. */
  reviewWindowDays: reviewClockRules.businessDays,
  /** Reminders go out this much business time before the window ends (review-clock.ts). */
  reminderHoursBefore: reviewClockRules.reminderHoursBefore,
  /** Share of the order's total credited when the first delivery is later than promised. */
  lateDeliveryCreditPercent: 10,
  revisionNotesMax: 4000,
  deliveryNoteMax: 2000,
  /** Files in one delivery. */
  deliveryFilesMax: 20,
} as const;

/** What a revision round past the included ones costs, in minor units of the order's currency. */
export function extraRoundPrice(orderTotal: number | null): number {
  const share = computePercentShare(orderTotal ?? 0, orderReviewRules.extraRoundPercent);
  return Math.max(orderReviewRules.extraRoundMinimum, share);
}

export const revisionNotesRequired = 'Tell us what to change.';

/** The revision request's form: what to change. */
export const ZRevisionRequestForm = z.object({
  notes: boundedString(orderReviewRules.revisionNotesMax).trim().min(1, revisionNotesRequired),
});

/**
 * The same form when the delivery has open comments on its slides: they are the request, and the
 * notes only add to them (the server still asks for notes when no comment is open).
 */
export const ZRevisionWithPinsForm = z.object({
  notes: boundedString(orderReviewRules.revisionNotesMax).trim(),
});

/**
 * POST /orders/{id}/review: the customer's answer to the latest delivery. A revision past the
 * included rounds carries its payment (extraRoundPrice) and an idempotency key per attempt.
 */
export const ZOrderReviewRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  ZRevisionWithPinsForm.extend({
    decision: z.literal('revise'),
    payment: ZPricedPayment.optional(),
    idempotencyKey: ZIdempotencyKey.optional(),
  }),
]);
export type TOrderReviewRequest = z.input<typeof ZOrderReviewRequest>;

/** One delivery of files by staff (round 1 is the first delivery, 2 the first revision ...). */
export const ZOrderDelivery = z.object({
  round: z.number().int().positive(),
  note: z.string().nullable(),
  /** When the customer got it (its publishing); a draft's: when staff delivered it. */
  at: ZServerDate,
  /**
   * A delivery the brand check holds back until staff publish it (docs/review.md). Only staff
   * ever read a draft: the customer's order page does not list it.
   */
  draft: z.boolean(),
  /** Later than the promised delivery (only the first delivery is measured against it). */
  late: z.boolean(),
  files: z.array(ZUploadedFile),
  /** The rendered slides of the files that have a preview (PDFs and presentations). */
  previews: z.array(ZSlidePreview),
});
export type TOrderDelivery = z.infer<typeof ZOrderDelivery>;

/** Where the customer's review stands (null before the first delivery). */
export const ZOrderReview = z.object({
  /** When the open review is approved automatically; null when no review is open (or paused). */
  dueAt: ZServerDate.nullable(),
  /** The open review's business-day clock; null when no review is open. */
  clock: ZReviewClock.nullable(),
  /** An automatic approval the customer may still undo; null otherwise. */
  reopen: ZReviewReopen.nullable(),
  /** The named approvers and where their decisions stand; null when anyone on the team decides. */
  approval: ZOrderApproval.nullable(),
  revisionsUsed: z.number().int().nonnegative(),
  revisionsIncluded: z.number().int().nonnegative(),
  /** What the next round costs once the included ones are used (minor units). */
  extraRoundPrice: z.number().int().positive(),
});
export type TOrderReview = z.infer<typeof ZOrderReview>;

/** The credit a late delivery gave the team (minor units of the order's currency). */
export const ZLateDeliveryCredit = z.object({ amount: z.number().int(), at: ZServerDate });
export type TLateDeliveryCredit = z.infer<typeof ZLateDeliveryCredit>;

export const orderExtraKinds = ['revisionRound'] as const;
export const orderExtraStatuses = ['paid', 'invoiced', 'refunded'] as const;
export type TOrderExtraStatus = (typeof orderExtraStatuses)[number];

/** Something paid on top of the order: a revision round past the included ones. */
export const ZOrderExtra = z.object({
  kind: z.enum(orderExtraKinds),
  /** The revision round it paid for (3 is the first one past two included). */
  round: z.number().int().positive(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.enum(pricedPaymentMethods),
  poNumber: z.string().nullable(),
  status: z.enum(orderExtraStatuses),
  at: ZServerDate,
});
export type TOrderExtra = z.infer<typeof ZOrderExtra>;

export const orderReviewMessages = {
  notInReview: 'This order is not waiting for your review.',
  roundsUsed: (included: number, price: string) =>
    `The ${included} revision rounds included with this order are used. Another round costs ${price}.`,
  paymentRequired: 'Choose how to pay for the extra round.',
  payExtraRound: (price: string) => `Pay ${price} and send`,
  extraRoundReason: (orderNumber: string, round: number) =>
    `Order ${orderNumber}: revision round ${round}`,
  extrasHeading: 'Extras',
  extraRound: (round: number) => `Revision round ${round}`,
  extraStatus: { paid: 'Paid', invoiced: 'On your invoice', refunded: 'Refunded' },
  approved: 'Thank you! The order is approved.',
  revisionRequested: 'Your revision request was sent to the designers.',
  reviewHeading: 'Your review',
  reviewIntro: (due: string) =>
    `Please approve the delivery or tell us what to change. If we do not hear from you, the order is approved on ${due}.`,
  approve: 'Approve delivery',
  requestRevision: 'Request a revision',
  requestPaidRevision: 'Request another round',
  payWith: 'Pay for the round with',
  notesLabel: 'What should we change?',
  sendRevision: 'Send revision request',
  roundsLeft: (left: number, included: number) =>
    `${left} of ${included} included revision rounds left.`,
  deliveriesHeading: 'Deliveries',
  noDeliveries: 'The designers have not delivered files yet.',
  deliveryRound: (round: number) => (round === 1 ? 'First delivery' : `Revision ${round - 1}`),
  late: 'Late',
  lateCredit: (amount: string) =>
    `This order was delivered later than promised, so we added ${amount} to your credit balance.`,
  reminderSubject: (orderNumber: string) => `Please review your order ${orderNumber}`,
  autoApprovedNote: 'Approved automatically: the review window ended.',
  lateCreditReason: (orderNumber: string) => `Late delivery of order ${orderNumber}`,
} as const;
