import { z } from 'zod';
import { boundedString, ZServerDate } from './validation.ts';

/**
 * Order feedback (§2.2 /orders/{id}/feedback, §3 Feedback, §4 Feedback): four scores and their
 * average, and four texts: publishable (may be quoted), internal (for Deckhand only), what went
 * well and what did not. Sending it empty records that the customer has no feedback (the flag of
 * §4); sent once, it is old feedback, shown as such.
 */
export const feedbackScoreKeys = [
  'design',
  'understandingOfRequirement',
  'adherenceToDeadline',
  'attentionToDetail',
] as const;
export type TFeedbackScoreKey = (typeof feedbackScoreKeys)[number];

export const feedbackTextKeys = ['publishable', 'internal', 'good', 'bad'] as const;
export type TFeedbackTextKey = (typeof feedbackTextKeys)[number];

export const feedbackRules = { scoreMin: 1, scoreMax: 5, textMax: 2000 } as const;

const ZScore = z
  .number()
  .int()
  .min(feedbackRules.scoreMin, 'Choose 1 to 5 stars.')
  .max(feedbackRules.scoreMax, 'Choose 1 to 5 stars.')
  .nullable()
  .default(null);
const ZText = boundedString(feedbackRules.textMax).trim().default('');

export const ZOrderFeedbackRequest = z.object({
  scores: z.object({
    design: ZScore,
    understandingOfRequirement: ZScore,
    adherenceToDeadline: ZScore,
    attentionToDetail: ZScore,
  }),
  feedbacks: z.object({ publishable: ZText, internal: ZText, good: ZText, bad: ZText }),
});
export type TOrderFeedbackRequest = z.input<typeof ZOrderFeedbackRequest>;

export const ZFeedbackScores = z.object({
  design: z.number().int().nullable(),
  understandingOfRequirement: z.number().int().nullable(),
  adherenceToDeadline: z.number().int().nullable(),
  attentionToDetail: z.number().int().nullable(),
  /** The mean of the scores given, one decimal; null when none was given. */
  average: z.number().nullable(),
});

export const ZOrderFeedback = z.object({
  scores: ZFeedbackScores,
  feedbacks: z.object({
    publishable: z.string(),
    internal: z.string(),
    good: z.string(),
    bad: z.string(),
  }),
  /** Sent before: shown read-only. */
  hasOldFeedback: z.boolean(),
  /** Sent with nothing in it: the customer has no feedback. */
  noFeedback: z.boolean(),
  submittedAt: ZServerDate.nullable(),
});
export type TOrderFeedback = z.infer<typeof ZOrderFeedback>;

/** GET /orders/{id}/feedback. */
export const ZOrderFeedbackResponse = z.object({
  order: z.object({ id: z.number().int(), number: z.string(), canLeaveFeedback: z.boolean() }),
  feedback: ZOrderFeedback,
});
export type TOrderFeedbackResponse = z.infer<typeof ZOrderFeedbackResponse>;

/** POST /orders/{id}/feedback: 'success' makes it old feedback (§4). */
export const ZOrderFeedbackSaved = z.object({
  status: z.literal('success'),
  message: z.string(),
  feedback: ZOrderFeedback,
});

export const feedbackMessages = {
  heading: (orderNumber: string) => `Feedback on order ${orderNumber}`,
  intro: 'How did we do? Every answer is optional.',
  scoreNames: {
    design: 'Design',
    understandingOfRequirement: 'Understanding of your requirements',
    adherenceToDeadline: 'Keeping to the deadline',
    attentionToDetail: 'Attention to detail',
  } satisfies Record<TFeedbackScoreKey, string>,
  textNames: {
    publishable: 'A few words we may publish',
    internal: 'Anything only our team should read',
    good: 'What went well',
    bad: 'What could be better',
  } satisfies Record<TFeedbackTextKey, string>,
  average: 'Average',
  send: 'Send feedback',
  sent: 'Thank you for your feedback!',
  sentEmpty: 'Noted: no feedback on this order.',
  old: (date: string) => `You sent this feedback on ${date}.`,
  oldEmpty: (date: string) => `On ${date} you told us you have no feedback on this order.`,
  notYet: 'You can leave feedback once your order is delivered.',
  already: 'You already left feedback on this order.',
  emptyHint: 'Nothing to say? Send the form empty and we will not ask again.',
  leave: 'Leave feedback',
  view: 'Your feedback',
  backToOrder: 'Back to the order',
  /** An order the team does not have (or an address that names none): no order to go back to. */
  backToOrders: 'Back to my orders',
  orderNotFound: 'Order not found',
} as const;
