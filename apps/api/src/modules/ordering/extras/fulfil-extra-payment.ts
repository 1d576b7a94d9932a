import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/schema/index.ts';
import { schedulePaymentRefund } from '../../billing/index.ts';
import { scheduleOrderEvent } from '../orders/order-event-job.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { moveToRevision, recordExtraRound } from './order-extras.ts';

/** What an 'orderExtra' payment carries to its fulfilment (set by requestExtraRound). */
export const ZExtraPaymentDetails = z.object({
  orderId: z.number().int().positive(),
  round: z.number().int().positive(),
  notes: z.string(),
  userId: z.number().int().positive().nullable(),
  paymentMethodId: z.number().int().positive(),
});
export type ExtraPaymentDetails = z.infer<typeof ZExtraPaymentDetails>;

/**
 * The payments core's fulfilment of an 'orderExtra' payment (a paid revision round), in the
 * transaction that marks it paid, whether the charge or a webhook settles it: the order moves to
 * revisionRequested with the customer's notes and the round is recorded as paid by card; the
 * team's channel hears of it through a job. A round that can no longer be applied (the bank's
 * check outlasted the review, or the order was cancelled meanwhile) is recorded as refunded and
 * its refund is queued.
 */
export async function fulfilExtraPayment(tx: Db, payment: PaymentRow): Promise<void> {
  const details = ZExtraPaymentDetails.parse(payment.details);
  const order = await getOrderById(tx, details.orderId);
  if (!order) throw new Error(`extra payment ${payment.id}: order ${details.orderId} is gone`);
  const moved =
    order.revisionsUsed === details.round - 1
      ? await moveToRevision(tx, {
          orderId: order.id,
          round: details.round,
          notes: details.notes,
          userId: details.userId,
        })
      : null;
  await recordExtraRound(tx, {
    order,
    round: details.round,
    amount: payment.amount,
    payment: { method: 'card', paymentMethodId: details.paymentMethodId },
    paymentId: payment.id,
    userId: details.userId,
    status: moved ? 'paid' : 'refunded',
  });
  if (moved) await scheduleOrderEvent(tx, order.teamId, moved.event);
  else await schedulePaymentRefund(tx, payment.id);
}
