import {
  orderReviewMessages,
  orderReviewRules,
  type TOrderReviewRequest,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type MovedOrder, moveOrder } from '../orders/order-states.ts';

/**
 * The customer's answer to a delivery: approve it, or ask for a revision with notes (the notes
 * go on the transition, so staff and the timeline read them). includedRevisionRounds are free;
 * after them the customer is asked to arrange another round with staff (409).
 */
export async function reviewOrder(
  db: Db,
  options: { order: OrderRow; userId: number; review: TOrderReviewRequest },
): Promise<MovedOrder> {
  const { order, review } = options;
  if (order.status !== 'delivered') {
    throw new AppError('CONFLICT', orderReviewMessages.notInReview);
  }
  const actor = { kind: 'customer', userId: options.userId } as const;
  const moved = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (review.decision === 'approve') {
      return moveOrder(tx, {
        orderId: order.id,
        from: ['delivered'],
        to: 'approved',
        actor,
        set: { reviewDueAt: null },
      });
    }
    if (order.revisionsUsed >= orderReviewRules.includedRevisionRounds) {
      throw new AppError(
        'CONFLICT',
        orderReviewMessages.roundsUsed(orderReviewRules.includedRevisionRounds),
      );
    }
    return moveOrder(tx, {
      orderId: order.id,
      from: ['delivered'],
      to: 'revisionRequested',
      actor,
      note: review.notes,
      set: { reviewDueAt: null, revisionsUsed: order.revisionsUsed + 1 },
    });
  });
  if (!moved) throw new AppError('CONFLICT', orderReviewMessages.notInReview);
  return moved;
}
