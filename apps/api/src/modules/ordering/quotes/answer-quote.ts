import {
  formatOrderNumber,
  quoteMessages,
  type TCreateOrderResponse,
  type ZQuoteAnswerRequest,
} from '@deckhand/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Payments } from '../../billing/index.ts';
import { spendCredits } from '../../billing/index.ts';
import { toOrderConfirmation } from '../orders/order-confirmation.ts';
import { scheduleOrderMail } from '../orders/order-mail-job.ts';
import { moveOrder, type OrderEventPublisher } from '../orders/order-states.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { assertPricedMethod, type PricedPayer } from '../orders/priced-payment.ts';

type Answer = z.output<typeof ZQuoteAnswerRequest>;

/**
 * The customer's answer to a priced quote. Declined, the order is cancelled. Accepted, it is paid
 * like an order: credits are spent and invoices noted in the move to received; a card moves it to
 * awaitingPayment and is charged through the payments core (its 'order' fulfilment moves it to
 * received), a refused card moves it back to quoted. A method this person may not use is 422.
 */
export async function answerQuote(options: {
  db: Db;
  payments: Payments;
  publish: OrderEventPublisher;
  order: OrderRow;
  payer: PricedPayer;
  answer: Answer;
}): Promise<TCreateOrderResponse> {
  const { db, order, payer, answer } = options;
  if (order.status !== 'quoted') throw new AppError('CONFLICT', quoteMessages.notQuoted);
  const actor = { kind: 'customer', userId: payer.userId } as const;
  const number = formatOrderNumber(order.id);

  if (answer.decision === 'decline') {
    const moved = await db.transaction((tx) =>
      moveOrder(tx, {
        orderId: order.id,
        from: ['quoted'],
        to: 'cancelled',
        actor,
        note: answer.reason || undefined,
      }),
    );
    if (!moved) throw new AppError('CONFLICT', quoteMessages.notQuoted);
    options.publish(order.teamId, moved.event);
    return { order: toOrderConfirmation(moved.order), payment: null };
  }

  const { payment } = answer;
  assertPricedMethod(payer, payment);
  const total = order.total ?? 0;
  const moved = await db.transaction(async (tx) => {
    const next = await moveOrder(tx, {
      orderId: order.id,
      from: ['quoted'],
      to: payment.method === 'card' ? 'awaitingPayment' : 'received',
      actor,
      set: {
        paymentMethod: payment.method,
        poNumber: payment.method === 'invoice' ? payment.poNumber || null : null,
      },
    });
    if (!next) throw new AppError('CONFLICT', quoteMessages.notQuoted);
    if (payment.method === 'credits' && total > 0) {
      await spendCredits(tx, {
        teamId: order.teamId,
        amount: total,
        reason: `Order ${number}: accepted quote`,
        reference: `order:${order.id}`,
        userId: payer.userId,
      });
    }
    if (payment.method !== 'card') await scheduleOrderMail(tx, order.id, new Date());
    return next;
  });
  options.publish(order.teamId, moved.event);
  if (payment.method !== 'card') return { order: toOrderConfirmation(moved.order), payment: null };

  try {
    const result = await options.payments.start({
      actor: { userId: payer.userId, teamId: payer.teamId },
      purpose: 'order',
      description: `Order ${number}: accepted quote`,
      amount: total,
      currency: order.currency,
      paymentMethodId: payment.paymentMethodId,
      idempotencyKey: answer.idempotencyKey,
      fingerprint: { orderId: order.id, paymentMethodId: payment.paymentMethodId },
      details: { orderId: order.id, flowKey: order.flowKey },
    });
    const settled = await getOrderById(db, order.id);
    if (!settled) throw new Error('quotes: the order vanished');
    return { order: toOrderConfirmation(settled), payment: result };
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') {
      const back = await db.transaction((tx) =>
        moveOrder(tx, {
          orderId: order.id,
          from: ['awaitingPayment'],
          to: 'quoted',
          actor: { kind: 'system', userId: null },
          note: 'card payment refused',
        }),
      );
      if (back) options.publish(order.teamId, back.event);
    }
    throw error;
  }
}
