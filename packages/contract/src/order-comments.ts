import { z } from 'zod';
import { boundedString, ZServerDate } from './validation.ts';

/** The comment thread of an order between the customer's team and staff. */
export const orderCommentRules = { bodyMax: 4000, perOrderMax: 500 } as const;

export const ZCreateOrderCommentRequest = z.object({
  body: boundedString(orderCommentRules.bodyMax).trim().min(1, 'Write a comment first.'),
});
export type TCreateOrderCommentRequest = z.infer<typeof ZCreateOrderCommentRequest>;

export const ZOrderComment = z.object({
  id: z.number().int().positive(),
  body: z.string(),
  /** The writer's name; staff sign as their name and show as Deckhand staff. */
  author: z.string(),
  fromStaff: z.boolean(),
  at: ZServerDate,
});
export type TOrderComment = z.infer<typeof ZOrderComment>;

export const ZOrderCommentResponse = z.object({ comment: ZOrderComment });

/** Published on the team's channel when anyone writes on one of its orders. */
export const ZOrderCommentAddedEvent = z.object({
  orderId: z.number().int(),
  number: z.string(),
  comment: ZOrderComment,
});
export type TOrderCommentAddedEvent = z.infer<typeof ZOrderCommentAddedEvent>;

export const orderCommentMessages = {
  heading: 'Comments',
  empty: 'No comments yet. Ask the designers anything about this order.',
  label: 'Your comment',
  send: 'Send comment',
  sent: 'Comment sent.',
  staff: 'Deckhand',
  tooMany: 'This order has reached its limit of comments.',
  newComment: (orderNumber: string, author: string) => `${author} commented on ${orderNumber}.`,
} as const;
