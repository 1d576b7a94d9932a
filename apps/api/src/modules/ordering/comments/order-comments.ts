import {
  formatOrderNumber,
  orderCommentMessages,
  orderCommentRules,
  orderRealtimeEvents,
  realtimeChannels,
  type TOrderComment,
  type TOrderCommentAddedEvent,
  toServerTimestamp,
} from '@deckhand/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type OrderCommentRow,
  type OrderRow,
  orderComments,
  orders,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { pauseReviewClock } from '../review-clock/review-clock.ts';

export function toOrderComment(row: OrderCommentRow): TOrderComment {
  return {
    id: row.id,
    body: row.body,
    author: row.authorName,
    fromStaff: row.fromStaff,
    at: toServerTimestamp(row.createdAt),
  };
}

/** The order's thread, oldest first. */
export async function listOrderComments(db: Db, orderId: number): Promise<TOrderComment[]> {
  const rows = await db
    .select()
    .from(orderComments)
    .where(eq(orderComments.orderId, orderId))
    .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
  return rows.map(toOrderComment);
}

/**
 * Adds a comment to an order already checked to be the caller's (a team member's order, or any
 * order for staff). The thread holds at most orderCommentRules.perOrderMax comments (409 after).
 */
export async function addOrderComment(
  tx: Db,
  options: {
    order: Pick<OrderRow, 'id'>;
    author: { userId: number; name: string; fromStaff: boolean };
    body: string;
  },
): Promise<TOrderComment> {
  // One writer per order at a time, so the thread's limit holds.
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, options.order.id))
    .for('update');
  const [counted] = await tx
    .select({ total: count() })
    .from(orderComments)
    .where(eq(orderComments.orderId, options.order.id));
  if ((counted?.total ?? 0) >= orderCommentRules.perOrderMax) {
    throw new AppError('CONFLICT', orderCommentMessages.tooMany);
  }
  const [row] = await tx
    .insert(orderComments)
    .values({
      orderId: options.order.id,
      authorUserId: options.author.userId,
      authorName: options.author.name,
      fromStaff: options.author.fromStaff,
      body: options.body,
    })
    .returning();
  if (!row) throw new Error('order comments: the comment was not written');
  return toOrderComment(row);
}

/** Tells the team's open pages, and the staff console's, of the new comment. */
export function publishOrderComment(
  publish: (channel: string, event: string, payload: unknown) => void,
  order: Pick<OrderRow, 'id' | 'teamId'>,
  comment: TOrderComment,
): void {
  const event: TOrderCommentAddedEvent = {
    orderId: order.id,
    number: formatOrderNumber(order.id),
    comment,
  };
  publish(realtimeChannels.team(order.teamId), orderRealtimeEvents.commentAdded, event);
  publish(realtimeChannels.staffOrders, orderRealtimeEvents.commentAdded, event);
}

/**
 * Writes a team member's comment on one of the team's orders, in its own transaction. A comment
 * during the review is a question for staff: the review's clock pauses until they answer
 * (`clockChanged`).
 */
export function writeTeamComment(
  db: Db,
  options: { order: Pick<OrderRow, 'id'>; author: { userId: number; name: string }; body: string },
): Promise<{ comment: TOrderComment; clockChanged: boolean }> {
  return db.transaction(async (tx) => {
    const comment = await addOrderComment(tx, {
      order: options.order,
      author: { ...options.author, fromStaff: false },
      body: options.body,
    });
    const clockChanged = await pauseReviewClock(tx, {
      orderId: options.order.id,
      now: new Date(),
      actor: { kind: 'customer', userId: options.author.userId, name: options.author.name },
      state: 'paused',
      reason: 'question',
    });
    return { comment, clockChanged };
  });
}
