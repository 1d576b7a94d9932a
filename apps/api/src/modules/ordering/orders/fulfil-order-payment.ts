import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/schema/index.ts';
import { scheduleOrderEvent } from './order-event-job.ts';
import { scheduleOrderMail } from './order-mail-job.ts';
import { moveOrder } from './order-states.ts';
import { setOrderPayment } from './orders.queries.ts';

/**
 * The payments core's fulfilment of an 'order' payment, in the transaction that marks it paid:
 * the order moves from awaitingPayment to received (once: a second settlement finds it moved)
 * and its confirmation mail and its realtime event are queued (jobs: sent once committed).
 */
export async function fulfilOrderPayment(tx: Db, payment: PaymentRow): Promise<void> {
  const orderId = Number(payment.details.orderId);
  if (!Number.isSafeInteger(orderId)) {
    throw new Error(`order payment ${payment.id}: details carry no order id`);
  }
  await setOrderPayment(tx, orderId, payment.id);
  const moved = await moveOrder(tx, {
    orderId,
    from: ['awaitingPayment'],
    to: 'received',
    actor: { kind: 'system', userId: null },
    note: `payment ${payment.id}`,
  });
  if (!moved) return;
  await scheduleOrderMail(tx, orderId, new Date());
  await scheduleOrderEvent(tx, moved.order.teamId, moved.event);
}
