import {
  formatOrderNumber,
  staffOrderMessages,
  type TStaffOrderAction,
  type TStaffTransitionRequest,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creditEntries, type OrderRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { appendCreditEntry } from '../credits/ledger.ts';
import { canMoveOrder, type MovedOrder, moveOrder } from '../orders/order-states.ts';
import { recordStaffAction } from '../staff-audit/audit-log.ts';

/** What the state machine lets staff do with an order in its status. */
export function staffActionsOf(
  order: Pick<OrderRow, 'status' | 'paymentMethod'>,
): TStaffOrderAction[] {
  const actions: TStaffOrderAction[] = [];
  if (canMoveOrder(order.status, 'quoted')) actions.push('price');
  if (canMoveOrder(order.status, 'inProgress')) actions.push('start');
  if (canMoveOrder(order.status, 'delivered')) actions.push('deliver');
  if (canMoveOrder(order.status, 'cancelled') && order.paymentMethod !== 'card') {
    actions.push('cancel');
  }
  return actions;
}

/** Gives back the credits an order took, when it is cancelled (once: the ledger's reference). */
async function refundOrderCredits(tx: Db, order: OrderRow, staffUserId: number): Promise<number> {
  const [spend] = await tx
    .select({ amount: creditEntries.amount })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.teamId, order.teamId),
        eq(creditEntries.kind, 'spend'),
        eq(creditEntries.reference, `order:${order.id}`),
      ),
    );
  if (!spend) return 0;
  await appendCreditEntry(tx, {
    teamId: order.teamId,
    kind: 'refund',
    amount: -spend.amount,
    reason: `Order ${formatOrderNumber(order.id)} was cancelled`,
    reference: `order-cancel:${order.id}`,
    userId: staffUserId,
  });
  return -spend.amount;
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
      action === 'cancel' &&
        order.paymentMethod === 'card' &&
        canMoveOrder(order.status, 'cancelled')
        ? staffOrderMessages.cardNotCancellable
        : staffOrderMessages.moved,
    );
  }
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
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
      request.to === 'cancelled' ? await refundOrderCredits(tx, order, staffUserId) : 0;
    await recordStaffAction(tx, {
      staffUserId,
      action: `order.${action}`,
      teamId: order.teamId,
      orderId: order.id,
      details: { from: order.status, to: request.to, note: request.note ?? null, refunded },
    });
    return moved;
  });
}
