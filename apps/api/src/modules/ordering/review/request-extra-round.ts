import {
  extraRoundPrice,
  formatOrderNumber,
  orderReviewMessages as m,
  paymentMessages,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { spendCredits } from '../../billing/index.ts';
import type { ExtraPaymentDetails } from '../extras/fulfil-extra-payment.ts';
import { extraRoundReference, moveToRevision, recordExtraRound } from '../extras/order-extras.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { assertPricedMethod } from '../orders/priced-payment.ts';
import {
  notInReview,
  type ReviewOptions,
  type ReviewOutcome,
  type Revision,
} from './review-outcome.ts';

/** 422 on `payment`: a round past the included ones needs a way to pay. */
export const paymentRequired = () =>
  new AppError('VALIDATION', m.paymentRequired, {
    fieldErrors: { payment: [m.paymentRequired] },
  });

/**
 * A revision round past the included ones: credits are spent and invoices billed in the move to
 * revisionRequested; a card is charged through the payments core, whose 'orderExtra' fulfilment
 * records the round and moves the order (a refused card changes nothing; a retry with the same
 * key charges once).
 */
export async function requestExtraRound(
  db: Db,
  options: ReviewOptions & { review: Revision },
): Promise<ReviewOutcome> {
  const { order, payer, review } = options;
  const { payment } = review;
  if (!payment) {
    throw paymentRequired();
  }
  assertPricedMethod(payer, payment);
  const round = order.revisionsUsed + 1;
  const amount = extraRoundPrice(order.total);
  const reason = m.extraRoundReason(formatOrderNumber(order.id), round);

  if (payment.method === 'card') {
    if (!review.idempotencyKey) {
      throw new AppError('BAD_REQUEST', paymentMessages.idempotencyKeyInvalid);
    }
    const details: ExtraPaymentDetails = {
      orderId: order.id,
      round,
      notes: review.notes,
      userId: payer.userId,
      paymentMethodId: payment.paymentMethodId,
    };
    const result = await options.payments.start({
      actor: { userId: payer.userId, teamId: payer.teamId },
      purpose: 'orderExtra',
      description: reason,
      amount,
      currency: order.currency,
      paymentMethodId: payment.paymentMethodId,
      idempotencyKey: review.idempotencyKey,
      fingerprint: { orderId: order.id, round, paymentMethodId: payment.paymentMethodId },
      details,
    });
    const latest = await getOrderById(db, order.id);
    if (!latest) throw new Error('reviews: the order vanished');
    return { order: latest, event: null, payment: result };
  }

  const moved = await db.transaction(async (tx) => {
    const next = await moveToRevision(tx, {
      orderId: order.id,
      round,
      notes: review.notes,
      userId: payer.userId,
    });
    if (!next) throw notInReview();
    if (payment.method === 'credits') {
      await spendCredits(tx, {
        teamId: order.teamId,
        amount,
        reason,
        reference: extraRoundReference(order.id, round),
        userId: payer.userId,
      });
    }
    await recordExtraRound(tx, {
      order,
      round,
      amount,
      payment,
      paymentId: null,
      userId: payer.userId,
    });
    return next;
  });
  return { ...moved, payment: null };
}
