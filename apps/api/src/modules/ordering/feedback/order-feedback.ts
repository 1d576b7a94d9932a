import {
  feedbackMessages,
  feedbackScoreKeys,
  feedbackTextKeys,
  type TOrderFeedback,
  type TOrderStatus,
  toServerTimestamp,
  type ZOrderFeedbackRequest,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { type OrderFeedbackRow, type OrderRow, orderFeedback } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';

type FeedbackInput = z.output<typeof ZOrderFeedbackRequest>;

/** Feedback is asked for once something was delivered. */
const feedbackStatuses: readonly TOrderStatus[] = ['delivered', 'approved'];

export const canLeaveFeedback = (order: Pick<OrderRow, 'status'>) =>
  feedbackStatuses.includes(order.status);

/** The mean of the scores given, to one decimal; null when none was. */
export function averageScore(scores: readonly (number | null)[]): number | null {
  const given = scores.filter((score): score is number => score !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 10) / 10;
}

const emptyFeedback: TOrderFeedback = {
  scores: {
    design: null,
    understandingOfRequirement: null,
    adherenceToDeadline: null,
    attentionToDetail: null,
    average: null,
  },
  feedbacks: { publishable: '', internal: '', good: '', bad: '' },
  hasOldFeedback: false,
  noFeedback: false,
  submittedAt: null,
};

export function toOrderFeedback(row: OrderFeedbackRow | undefined): TOrderFeedback {
  if (!row) return emptyFeedback;
  return {
    scores: {
      design: row.design,
      understandingOfRequirement: row.understandingOfRequirement,
      adherenceToDeadline: row.adherenceToDeadline,
      attentionToDetail: row.attentionToDetail,
      average: averageScore(feedbackScoreKeys.map((key) => row[key])),
    },
    feedbacks: {
      publishable: row.publishable,
      internal: row.internal,
      good: row.good,
      bad: row.bad,
    },
    hasOldFeedback: true,
    noFeedback: row.noFeedback,
    submittedAt: toServerTimestamp(row.createdAt),
  };
}

export async function findOrderFeedback(
  db: Db,
  orderId: number,
): Promise<OrderFeedbackRow | undefined> {
  const [row] = await db.select().from(orderFeedback).where(eq(orderFeedback.orderId, orderId));
  return row;
}

/**
 * Stores the customer's feedback on a delivered (or approved) order, once: a second answer is
 * 409 and the first stays. Sent with no score and no text, it records that there is none.
 */
export async function saveOrderFeedback(
  db: Db,
  options: { order: OrderRow; userId: number; input: FeedbackInput },
): Promise<TOrderFeedback> {
  const { order, input } = options;
  if (!canLeaveFeedback(order)) throw new AppError('CONFLICT', feedbackMessages.notYet);
  const isEmpty =
    feedbackScoreKeys.every((key) => input.scores[key] === null) &&
    feedbackTextKeys.every((key) => input.feedbacks[key] === '');
  const [row] = await db
    .insert(orderFeedback)
    .values({
      orderId: order.id,
      userId: options.userId,
      ...input.scores,
      ...input.feedbacks,
      noFeedback: isEmpty,
    })
    .onConflictDoNothing({ target: orderFeedback.orderId })
    .returning();
  if (!row) throw new AppError('CONFLICT', feedbackMessages.already);
  return toOrderFeedback(row);
}
