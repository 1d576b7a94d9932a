import { z } from 'zod';
import { ZUploadedFile } from './uploads.ts';
import { boundedString, ZServerDate } from './validation.ts';

/**
 * After the delivery (issue "After the order"): staff deliver files, the customer reviews them
 * (approve, or ask for a revision with notes), an order left unanswered is approved when its
 * review window ends (after reminder mails), and a delivery later than promised credits the team.
 */
export const orderReviewRules = {
  /** Revision rounds included in the price; later rounds are priced by staff on request. */
  includedRevisionRounds: 2,
  /** Days the customer has to answer a delivery before it is approved for them. */
  reviewWindowDays: 5,
  /** Reminder mails go out this many hours before the window ends. */
  reminderHoursBefore: [48, 24] as const,
  /** Share of the order's total credited when the first delivery is later than promised. */
  lateDeliveryCreditPercent: 10,
  revisionNotesMax: 4000,
  deliveryNoteMax: 2000,
  /** Files in one delivery. */
  deliveryFilesMax: 20,
} as const;

/** The revision request's form: what to change. */
export const ZRevisionRequestForm = z.object({
  notes: boundedString(orderReviewRules.revisionNotesMax).trim().min(1, 'Tell us what to change.'),
});

/** POST /orders/{id}/review: the customer's answer to the latest delivery. */
export const ZOrderReviewRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  ZRevisionRequestForm.extend({ decision: z.literal('revise') }),
]);
export type TOrderReviewRequest = z.infer<typeof ZOrderReviewRequest>;

/** One delivery of files by staff (round 1 is the first delivery, 2 the first revision ...). */
export const ZOrderDelivery = z.object({
  round: z.number().int().positive(),
  note: z.string().nullable(),
  at: ZServerDate,
  /** Later than the promised delivery (only the first delivery is measured against it). */
  late: z.boolean(),
  files: z.array(ZUploadedFile),
});
export type TOrderDelivery = z.infer<typeof ZOrderDelivery>;

/** Where the customer's review stands (null before the first delivery). */
export const ZOrderReview = z.object({
  /** When the open review is approved automatically; null when no review is open. */
  dueAt: ZServerDate.nullable(),
  revisionsUsed: z.number().int().nonnegative(),
  revisionsIncluded: z.number().int().nonnegative(),
});
export type TOrderReview = z.infer<typeof ZOrderReview>;

/** The credit a late delivery gave the team (minor units of the order's currency). */
export const ZLateDeliveryCredit = z.object({ amount: z.number().int(), at: ZServerDate });
export type TLateDeliveryCredit = z.infer<typeof ZLateDeliveryCredit>;

export const orderReviewMessages = {
  notInReview: 'This order is not waiting for your review.',
  roundsUsed: (included: number) =>
    `The ${included} revision rounds included with this order are used. Write to us in the comments and we will price another round.`,
  approved: 'Thank you! The order is approved.',
  revisionRequested: 'Your revision request was sent to the designers.',
  reviewHeading: 'Your review',
  reviewIntro: (due: string) =>
    `Please approve the delivery or tell us what to change. If we do not hear from you, the order is approved on ${due}.`,
  approve: 'Approve delivery',
  requestRevision: 'Request a revision',
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
