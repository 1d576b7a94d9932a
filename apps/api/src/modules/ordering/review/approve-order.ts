import { reviewGuestMessages } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { moveOrder } from '../orders/order-states.ts';
import { appendReviewEvent, type ReviewActor } from '../review-log/append-review-event.ts';

/** Who approves: a member of the team (by id), or a guest approver as the trail names them. */
export type Approver = number | { kind: 'guest'; userId: null; name: string };

/**
 * The customer approves the delivered version: the order moves, the trail records it. A guest
 * approver's approval is the customer's on the order's timeline and the guest's on the trail.
 */
export async function approveOrder(tx: Db, order: OrderRow, by: Approver) {
  const actor: ReviewActor = typeof by === 'number' ? { kind: 'customer', userId: by } : by;
  const moved = await moveOrder(tx, {
    orderId: order.id,
    from: ['delivered'],
    to: 'approved',
    actor: { kind: 'customer', userId: typeof by === 'number' ? by : null },
    // A guest has no account to name them on the timeline: the note does.
    ...(typeof by === 'number' ? {} : { note: reviewGuestMessages.approvedByGuest(by.name) }),
    set: { reviewDueAt: null },
  });
  if (moved) {
    await appendReviewEvent(tx, {
      orderId: order.id,
      kind: 'approved',
      actor,
      round: order.revisionsUsed + 1,
    });
  }
  return moved;
}
