import {
  type TOrderExtra,
  type TOrderExtraStatus,
  type TPricedPayment,
  toServerTimestamp,
} from '@deckhand/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderExtraRow, type OrderRow, orderExtras } from '../../../db/schema/index.ts';
import { type MovedOrder, moveOrder, setTransitionNote } from '../orders/order-states.ts';
import { sendOpenPinsWithRevision } from '../pins/pin-requests.ts';
import { appendReviewEvent, type ReviewActor } from '../review-log/append-review-event.ts';

/** The ledger reference of credits spent on an extra round (refunded by the same key). */
export const extraRoundReference = (orderId: number, round: number) =>
  `revision:${orderId}:${round}`;

/**
 * Moves a delivered order into its next revision round with the customer's notes; null when the
 * order is no longer waiting for a review (answered, approved, cancelled meanwhile).
 */
export async function moveToRevision(
  tx: Db,
  options: {
    orderId: number;
    round: number;
    notes: string;
    userId: number | null;
    /** Who the trail names (a guest approver); the user by default. */
    actor?: ReviewActor;
  },
): Promise<MovedOrder | null> {
  const at = new Date();
  const moved = await moveOrder(tx, {
    orderId: options.orderId,
    from: ['delivered'],
    to: 'revisionRequested',
    actor: { kind: 'customer', userId: options.userId },
    note: options.notes || undefined,
    now: at,
    set: { reviewDueAt: null, revisionsUsed: options.round },
  });
  if (!moved) return null;
  // The open pins are the request (sent under the order's lock the move took); with no words,
  // the timeline points to them.
  const sent = await sendOpenPinsWithRevision(tx, options);
  if (sent.note !== options.notes) {
    await setTransitionNote(tx, { orderId: options.orderId, at, note: sent.note });
  }
  await appendReviewEvent(tx, {
    orderId: options.orderId,
    kind: 'revisionRequested',
    actor: options.actor ?? { kind: 'customer', userId: options.userId },
    round: sent.version,
    details: { pins: sent.pins },
    now: at,
  });
  return moved;
}

/** Records an extra round as paid or billed (once per round: a second write changes nothing). */
export async function recordExtraRound(
  tx: Db,
  options: {
    order: Pick<OrderRow, 'id' | 'teamId' | 'currency'>;
    round: number;
    amount: number;
    payment: TPricedPayment;
    paymentId: number | null;
    userId: number | null;
    /** Paid (credits, card) or invoiced by default; refunded when it could not be applied. */
    status?: TOrderExtraStatus;
  },
): Promise<void> {
  const { order, payment } = options;
  await tx
    .insert(orderExtras)
    .values({
      orderId: order.id,
      teamId: order.teamId,
      kind: 'revisionRound',
      round: options.round,
      amount: options.amount,
      currency: order.currency,
      method: payment.method,
      poNumber: payment.method === 'invoice' ? payment.poNumber || null : null,
      paymentId: options.paymentId,
      status: options.status ?? (payment.method === 'invoice' ? 'invoiced' : 'paid'),
      createdByUserId: options.userId,
    })
    .onConflictDoNothing();
}

export function toOrderExtra(row: OrderExtraRow): TOrderExtra {
  return {
    kind: row.kind,
    round: row.round,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    poNumber: row.poNumber,
    status: row.status,
    at: toServerTimestamp(row.createdAt),
  };
}

/** An order's extras, oldest first (the order page and the staff console list them). */
export async function listOrderExtras(db: Db, orderId: number): Promise<TOrderExtra[]> {
  const rows = await db
    .select()
    .from(orderExtras)
    .where(eq(orderExtras.orderId, orderId))
    .orderBy(asc(orderExtras.round));
  return rows.map(toOrderExtra);
}
