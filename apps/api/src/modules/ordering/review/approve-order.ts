import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { moveOrder } from '../orders/order-states.ts';
import { appendReviewEvent } from '../review-log/append-review-event.ts';

/** The customer approves the delivered version: the order moves, the trail records it. */
export async function approveOrder(tx: Db, order: OrderRow, userId: number) {
  const moved = await moveOrder(tx, {
    orderId: order.id,
    from: ['delivered'],
    to: 'approved',
    actor: { kind: 'customer', userId },
    set: { reviewDueAt: null },
  });
  if (moved) {
    await appendReviewEvent(tx, {
      orderId: order.id,
      kind: 'approved',
      actor: { kind: 'customer', userId },
      round: order.revisionsUsed + 1,
    });
  }
  return moved;
}
