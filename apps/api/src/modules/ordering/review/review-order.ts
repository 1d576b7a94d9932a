import {
  extraRoundPrice,
  formatOrderNumber,
  orderReviewMessages as m,
  orderReviewRules,
  paymentMessages,
  type TOrderReviewRequest,
  type TOrderStatusChangedEvent,
  type TPaymentResult,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Payments } from '../../billing/index.ts';
import { spendCredits } from '../../billing/index.ts';
import type { ExtraPaymentDetails } from '../extras/fulfil-extra-payment.ts';
import { extraRoundReference, moveToRevision, recordExtraRound } from '../extras/order-extras.ts';
import { moveOrder } from '../orders/order-states.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { assertPricedMethod, type PricedPayer } from '../orders/priced-payment.ts';
import { assertRevisionSaysWhat } from '../pins/pin-requests.ts';
import { appendReviewEvent } from '../review-log/append-review-event.ts';

type Revision = Extract<TOrderReviewRequest, { decision: 'revise' }>;

/** What a review did: the order now, the event to publish (null when a job publishes it). */
export type ReviewOutcome = {
  order: OrderRow;
  event: TOrderStatusChangedEvent | null;
  /** The card payment of an extra round (its clientSecret when the bank asks to confirm). */
  payment: TPaymentResult | null;
};

type ReviewOptions = {
  order: OrderRow;
  payer: PricedPayer;
  review: TOrderReviewRequest;
  payments: Payments;
};

const notInReview = () => new AppError('CONFLICT', m.notInReview);

/**
 * The customer's answer to a delivery: approve it, or ask for a revision with notes (the notes
 * go on the transition, so staff and the timeline read them). includedRevisionRounds are free;
 * each later round is paid as it is asked for (extraRoundPrice), with credits, an invoice or a
 * saved card, by the people who may pay for orders.
 */
export async function reviewOrder(db: Db, options: ReviewOptions): Promise<ReviewOutcome> {
  const { order, review, payer } = options;
  if (order.status !== 'delivered') throw notInReview();
  if (review.decision === 'revise') await assertRevisionSaysWhat(db, order.id, review.notes);
  if (
    review.decision === 'revise' &&
    order.revisionsUsed >= orderReviewRules.includedRevisionRounds
  ) {
    return requestExtraRound(db, { ...options, review });
  }
  const moved = await db.transaction((tx) =>
    review.decision === 'approve'
      ? approveOrder(tx, order, payer.userId)
      : moveToRevision(tx, {
          orderId: order.id,
          round: order.revisionsUsed + 1,
          notes: review.notes,
          userId: payer.userId,
        }),
  );
  if (!moved) throw notInReview();
  return { ...moved, payment: null };
}

/** The customer approves the delivered version: the order moves, the trail records it. */
async function approveOrder(tx: Db, order: OrderRow, userId: number) {
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

/**
 * A revision round past the included ones: credits are spent and invoices billed in the move to
 * revisionRequested; a card is charged through the payments core, whose 'orderExtra' fulfilment
 * records the round and moves the order (a refused card changes nothing; a retry with the same
 * key charges once).
 */
async function requestExtraRound(
  db: Db,
  options: ReviewOptions & { review: Revision },
): Promise<ReviewOutcome> {
  const { order, payer, review } = options;
  const { payment } = review;
  if (!payment) {
    throw new AppError('VALIDATION', m.paymentRequired, {
      fieldErrors: { payment: [m.paymentRequired] },
    });
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
