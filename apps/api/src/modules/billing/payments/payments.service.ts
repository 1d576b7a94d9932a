import { errorMessages, paymentMessages, type TPaymentResult } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { PaymentMethodRow, PaymentRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { ChargeResult, PaymentGateway } from '../../../platform/payments/gateway.ts';
import { createSettlement, openStatuses as open } from './payment-settlement.ts';
import { formatCardLabel, toPaymentSummary } from './payment-summary.ts';
import {
  getLiveCard,
  getPaymentById,
  getPaymentByKey,
  insertPaymentOnce,
  transitionPayment,
} from './payments.queries.ts';
import type { Fulfilments, Payments, StartPaymentInput } from './payments.types.ts';
import { fingerprintOf } from './request-fingerprint.ts';
import { ensureTeamCustomer } from './team-customer.ts';

export type {
  Fulfilment,
  Fulfilments,
  Payments,
  SettleOutcome,
  StartPaymentInput,
} from './payments.types.ts';
export { fingerprintOf } from './request-fingerprint.ts';

/** The failure code of a payment whose charge got no answer from the gateway. */
const gatewayUnavailable = 'gateway_unavailable';

const cardRequired = () =>
  new AppError('VALIDATION', undefined, {
    fieldErrors: { paymentMethodId: [paymentMessages.paymentMethodRequired] },
  });

export function createPayments(options: {
  db: Db;
  gateway: PaymentGateway;
  fulfilments: Fulfilments;
  now?: () => Date;
}): Payments {
  const { db, gateway, fulfilments } = options;
  const now = options.now ?? (() => new Date());

  const { fulfilmentOf, settleSucceeded, settleFromEvent } = createSettlement({
    db,
    fulfilments,
    now,
  });

  const refusal = (payment: PaymentRow) =>
    payment.failureCode === gatewayUnavailable
      ? new AppError('UNAVAILABLE', errorMessages.serverIssues)
      : new AppError('BAD_REQUEST', payment.failureMessage ?? errorMessages.somethingWentWrong);

  /** The answer of a payment that already exists (a retry, or a request that lost the race). */
  async function answerExisting(
    existing: PaymentRow,
    requestFingerprint: string,
    offSession: boolean,
  ): Promise<TPaymentResult> {
    let payment = existing;
    if (payment.requestFingerprint !== requestFingerprint) {
      throw new AppError('BAD_REQUEST', paymentMessages.idempotencyKeyReused);
    }
    if (payment.status === 'failed' && payment.failureCode === gatewayUnavailable) {
      const retried = await retryUnanswered(payment, offSession);
      if (retried) return retried;
      payment = await mustGet(payment.id); // another request is retrying it
    }
    if (payment.status === 'failed') throw refusal(payment);
    if (payment.status === 'requiresAction') return resumeBankCheck(payment);
    return { payment: toPaymentSummary(payment) };
  }

  /**
   * A retried payment still waiting for the bank's check: the gateway says where it stands, and
   * a check still open answers its client secret again (a reloaded tab finishes it). A charge
   * the bank settled meanwhile is applied as a fresh answer would be; no answer from the
   * gateway leaves the status as it is.
   */
  async function resumeBankCheck(payment: PaymentRow): Promise<TPaymentResult> {
    if (!payment.gatewayPaymentId) return { payment: toPaymentSummary(payment) };
    let result: ChargeResult;
    try {
      result = await gateway.readCharge(payment.gatewayPaymentId);
    } catch {
      return { payment: toPaymentSummary(payment) };
    }
    return applyCharge(payment, result);
  }

  /**
   * A payment the gateway never answered for is charged again under the same gateway key (the
   * gateway charges a key once, so this cannot charge twice); one retry at a time wins the row.
   */
  async function retryUnanswered(
    payment: PaymentRow,
    offSession: boolean,
  ): Promise<TPaymentResult | null> {
    const reclaimed = await transitionPayment(db, {
      where: { id: payment.id },
      from: ['failed'],
      failureCode: gatewayUnavailable,
      now: now(),
      set: { status: 'pending', failureCode: null, failureMessage: null },
    });
    if (!reclaimed) return null;
    const card =
      reclaimed.paymentMethodId === null
        ? null
        : await getLiveCard(db, reclaimed.teamId, reclaimed.paymentMethodId);
    if (!card?.gatewayRef) {
      await transitionPayment(db, {
        where: { id: reclaimed.id },
        from: open,
        now: now(),
        set: {
          status: 'failed',
          failureCode: 'payment_method_removed',
          failureMessage: paymentMessages.paymentMethodRequired,
        },
      });
      throw cardRequired();
    }
    return charge(reclaimed, card, offSession);
  }

  async function resolveCard(teamId: number, paymentMethodId: number): Promise<PaymentMethodRow> {
    const card = await getLiveCard(db, teamId, paymentMethodId);
    if (!card?.gatewayRef) throw cardRequired();
    return card;
  }

  async function applyCharge(payment: PaymentRow, result: ChargeResult): Promise<TPaymentResult> {
    const where = { id: payment.id };
    if (result.status === 'succeeded') {
      const settled = await db.transaction((tx) =>
        settleSucceeded(tx, where, open, payment, result.gatewayPaymentId),
      );
      // Null: a webhook settled it first (and fulfilled it); answer what is stored.
      return { payment: toPaymentSummary(settled ?? (await mustGet(payment.id))) };
    }
    if (result.status === 'requiresAction') {
      const row = await transitionPayment(db, {
        where,
        from: ['pending'],
        now: now(),
        set: { status: 'requiresAction', gatewayPaymentId: result.gatewayPaymentId },
      });
      return {
        payment: toPaymentSummary(row ?? (await mustGet(payment.id))),
        clientSecret: result.clientSecret,
      };
    }
    const failed = await transitionPayment(db, {
      where,
      from: open,
      now: now(),
      set: {
        status: 'failed',
        gatewayPaymentId: result.gatewayPaymentId,
        failureCode: result.code,
        failureMessage: result.message,
      },
    });
    if (!failed) {
      const current = await mustGet(payment.id);
      if (current.status === 'failed') throw refusal(current);
      return { payment: toPaymentSummary(current) };
    }
    throw refusal(failed);
  }

  async function mustGet(id: number): Promise<PaymentRow> {
    const row = await getPaymentById(db, id);
    if (!row) throw new Error(`payment ${id} vanished`);
    return row;
  }

  async function start(input: StartPaymentInput): Promise<TPaymentResult> {
    const { actor, purpose, paymentMethodId, idempotencyKey } = input;
    fulfilmentOf(purpose);
    const requestFingerprint = fingerprintOf({
      purpose,
      paymentMethodId,
      request: input.fingerprint,
    });
    const earlier = await getPaymentByKey(db, actor.teamId, idempotencyKey);
    const offSession = input.offSession ?? false;
    if (earlier) return answerExisting(earlier, requestFingerprint, offSession);

    const card = await resolveCard(actor.teamId, paymentMethodId);
    const payment = await insertPaymentOnce(db, {
      teamId: actor.teamId,
      userId: actor.userId,
      purpose,
      description: input.description,
      amount: input.amount,
      currency: input.currency,
      status: 'pending',
      paymentMethodId: card.id,
      methodLabel: formatCardLabel(card),
      gateway: gateway.name,
      idempotencyKey,
      requestFingerprint,
      details: input.details ?? {},
    });
    if (!payment) {
      // Another request with the same key got in first: it charges, this one answers.
      const winner = await getPaymentByKey(db, actor.teamId, idempotencyKey);
      if (!winner) throw new Error('payments: the conflicting payment is not readable');
      return answerExisting(winner, requestFingerprint, offSession);
    }
    return charge(payment, card, offSession);
  }

  async function charge(
    payment: PaymentRow,
    card: PaymentMethodRow,
    offSession: boolean,
  ): Promise<TPaymentResult> {
    let result: ChargeResult;
    try {
      const customerRef = await ensureTeamCustomer(db, gateway, payment.teamId);
      result = await gateway.charge({
        amount: payment.amount,
        currency: payment.currency,
        cardRef: card.gatewayRef as string,
        customerRef,
        idempotencyKey: `payment-${payment.id}`,
        description: payment.description,
        paymentId: payment.id,
        offSession,
      });
    } catch (error) {
      // The gateway did not answer: the charge may or may not exist. The payment is failed
      // for now; the gateway's webhook (found by the paymentId metadata) can still settle it.
      await transitionPayment(db, {
        where: { id: payment.id },
        from: open,
        now: now(),
        set: {
          status: 'failed',
          failureCode: gatewayUnavailable,
          failureMessage: errorMessages.serverIssues,
        },
      });
      const unavailable = new AppError('UNAVAILABLE', errorMessages.serverIssues);
      unavailable.cause = error;
      throw unavailable;
    }
    return applyCharge(payment, result);
  }

  /**
   * Gives a succeeded payment's money back to its card (once: the gateway key is the payment's,
   * and a refunded payment answers at once). A payment still open (the bank's check pending)
   * cannot be refunded yet and a gateway refusal is thrown: the refund job tries again later.
   */
  async function refund(paymentId: number): Promise<PaymentRow> {
    const payment = await mustGet(paymentId);
    if (payment.status === 'refunded') return payment;
    if (payment.status !== 'succeeded' || !payment.gatewayPaymentId) {
      throw new Error(`payments: payment ${payment.id} is ${payment.status}, not refundable yet`);
    }
    const result = await gateway.refund({
      gatewayPaymentId: payment.gatewayPaymentId,
      amount: payment.amount,
      idempotencyKey: `refund-${payment.id}`,
    });
    if (result.status === 'failed') {
      throw new Error(
        `payments: the gateway refused to refund payment ${payment.id} (${result.code})`,
      );
    }
    const refunded = await transitionPayment(db, {
      where: { id: payment.id },
      from: ['succeeded'],
      now: now(),
      set: { status: 'refunded' },
    });
    return refunded ?? (await mustGet(payment.id));
  }

  return { gateway, start, settleFromEvent, refund };
}
