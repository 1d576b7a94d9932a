import {
  staffOrderMessages,
  type TOrderComment,
  type TStaffOrderAction,
  type TStaffTransitionRequest,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';
import { addOrderComment } from '../comments/order-comments.ts';
import { canMoveOrder, type MovedOrder, moveOrder } from '../orders/order-states.ts';
import { resumeReviewClock } from '../review-clock/review-clock.ts';
import { refundCancelledOrder } from './cancel-refunds.ts';

/** What the state machine lets staff do with an order in its status. */
export function staffActionsOf(
  order: Pick<OrderRow, 'status' | 'paymentMethod'>,
): TStaffOrderAction[] {
  const actions: TStaffOrderAction[] = [];
  // awaitingPayment may fall back to quoted (a refused card), but only a request is priced.
  if (order.status === 'quoteRequested') actions.push('price');
  if (canMoveOrder(order.status, 'inProgress')) actions.push('start');
  // approved -> delivered is the customer's reopen after an automatic approval, not a delivery.
  if (order.status !== 'approved' && canMoveOrder(order.status, 'delivered')) {
    actions.push('deliver');
  }
  // A card payment the bank is still confirming cannot be refunded yet.
  if (canMoveOrder(order.status, 'cancelled') && order.status !== 'awaitingPayment') {
    actions.push('cancel');
  }
  return actions;
}

/**
 * Staff start the work on an order (or on its revision), or cancel it. The status must allow the
 * arrow (else 409); a card-paid order is not cancelled here (no refunds through the gateway yet);
 * credits an order took are given back. Recorded in the audit log with the change.
 */
export async function moveOrderAsStaff(
  db: Db,
  options: { order: OrderRow; staffUserId: number; request: TStaffTransitionRequest },
): Promise<MovedOrder> {
  const { order, staffUserId, request } = options;
  const action: TStaffOrderAction = request.to === 'inProgress' ? 'start' : 'cancel';
  if (!staffActionsOf(order).includes(action)) {
    throw new AppError(
      'CONFLICT',
      action === 'cancel' && order.status === 'awaitingPayment'
        ? staffOrderMessages.paymentPending
        : staffOrderMessages.moved,
    );
  }
  return db.transaction(async (tx) => {
    const moved = await moveOrder(tx, {
      orderId: order.id,
      from: [order.status],
      to: request.to,
      actor: { kind: 'staff', userId: staffUserId },
      note: request.note || undefined,
      set: request.to === 'cancelled' ? { reviewDueAt: null } : {},
    });
    if (!moved) throw new AppError('CONFLICT', staffOrderMessages.moved);
    const refunded =
      request.to === 'cancelled'
        ? await refundCancelledOrder(tx, order, staffUserId)
        : { credits: 0, card: 0 };
    await recordStaffAction(tx, {
      staffUserId,
      action: `order.${action}`,
      teamId: order.teamId,
      orderId: order.id,
      details: {
        from: order.status,
        to: request.to,
        note: request.note ?? null,
        refunded: refunded.credits,
        refundedToCard: refunded.card,
      },
    });
    return moved;
  });
}

/**
 * Writes on an order's thread as Deckhand, with the audit entry, in one transaction. The answer
 * runs the review's clock again when a question of the customer's had paused it (`clockChanged`).
 */
export async function writeStaffComment(
  db: Db,
  options: { order: OrderRow; staff: { userId: number; name: string }; body: string },
): Promise<{ comment: TOrderComment; clockChanged: boolean }> {
  const { order, staff } = options;
  return db.transaction(async (tx) => {
    const written = await addOrderComment(tx, {
      order,
      author: { userId: staff.userId, name: staff.name, fromStaff: true },
      body: options.body,
    });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'order.comment',
      teamId: order.teamId,
      orderId: order.id,
      details: { commentId: written.id },
    });
    const clockChanged = await resumeReviewClock(tx, {
      orderId: order.id,
      now: new Date(),
      actor: { kind: 'staff', userId: staff.userId, name: staff.name },
    });
    return { comment: written, clockChanged };
  });
}
