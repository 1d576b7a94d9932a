import { formatOrderNumber } from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { creditEntries, type OrderRow, orderExtras } from '../../../db/schema/index.ts';
import { appendCreditEntry, schedulePaymentRefund } from '../../billing/index.ts';

/** What a cancellation gave back (minor units of the order's currency). */
export type CancelRefunds = { credits: number; card: number };

/**
 * Everything a cancelled order's team paid comes back, in the cancellation's transaction: the
 * credits the order and its extra rounds took return to the balance (once: the ledger's
 * references), card payments are refunded through the gateway by a job queued here (so the
 * refund survives a crash and is made once the cancellation is committed), and invoiced extras
 * are no longer billed. Every extra is marked refunded.
 */
export async function refundCancelledOrder(
  tx: Db,
  order: OrderRow,
  staffUserId: number,
): Promise<CancelRefunds> {
  const number = formatOrderNumber(order.id);
  let credits = 0;
  let card = 0;
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
  if (spend) {
    await appendCreditEntry(tx, {
      teamId: order.teamId,
      kind: 'refund',
      amount: -spend.amount,
      reason: `Order ${number} was cancelled`,
      reference: `order-cancel:${order.id}`,
      userId: staffUserId,
    });
    credits += -spend.amount;
  }
  if (order.paymentMethod === 'card' && order.paymentId !== null) {
    await schedulePaymentRefund(tx, order.paymentId);
    card += order.total ?? 0;
  }

  const extras = await tx
    .update(orderExtras)
    .set({ status: 'refunded' })
    .where(and(eq(orderExtras.orderId, order.id), eq(orderExtras.status, 'paid')))
    .returning();
  for (const extra of extras) {
    if (extra.method === 'credits') {
      await appendCreditEntry(tx, {
        teamId: order.teamId,
        kind: 'refund',
        amount: extra.amount,
        reason: `Order ${number} was cancelled: revision round ${extra.round}`,
        reference: `revision-cancel:${order.id}:${extra.round}`,
        userId: staffUserId,
      });
      credits += extra.amount;
    } else if (extra.method === 'card' && extra.paymentId !== null) {
      await schedulePaymentRefund(tx, extra.paymentId);
      card += extra.amount;
    }
  }
  await tx
    .update(orderExtras)
    .set({ status: 'refunded' })
    .where(and(eq(orderExtras.orderId, order.id), eq(orderExtras.status, 'invoiced')));
  return { credits, card };
}
