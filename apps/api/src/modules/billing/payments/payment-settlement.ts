import type { TPaymentPurpose, TPaymentStatus } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/schema/index.ts';
import type { PaymentEvent } from '../../../platform/payments/gateway.ts';
import {
  getPaymentByGatewayId,
  getPaymentById,
  receiptNumberOf,
  recordGatewayEvent,
  transitionPayment,
} from './payments.queries.ts';
import type { Fulfilment, Fulfilments, SettleOutcome } from './payments.types.ts';

/** A payment the gateway may still settle: not yet succeeded or failed. */
export const openStatuses: readonly TPaymentStatus[] = ['pending', 'requiresAction'];
const open = openStatuses;

/**
 * How a payment becomes paid: the move to succeeded and its fulfilment in one transaction, from
 * a charge's answer (payments.service.ts) or from a gateway event (a webhook), each applied once.
 */
export function createSettlement(options: { db: Db; fulfilments: Fulfilments; now: () => Date }) {
  const { db, fulfilments, now } = options;

  const fulfilmentOf = (purpose: TPaymentPurpose): Fulfilment => {
    const fulfil = fulfilments[purpose];
    if (!fulfil) throw new Error(`payments: no fulfilment for the purpose '${purpose}'`);
    return fulfil;
  };

  /** pending/requiresAction (or failed, for a late confirmation) -> succeeded, then fulfil. */
  const settleSucceeded = (
    tx: Db,
    where: { id: number } | { gatewayPaymentId: string },
    from: readonly TPaymentStatus[],
    payment: PaymentRow,
    gatewayPaymentId: string,
  ) => {
    const at = now();
    return transitionPayment(tx, {
      where,
      from,
      now: at,
      set: {
        status: 'succeeded',
        gatewayPaymentId,
        receiptNumber: receiptNumberOf(payment.id),
        paidAt: at,
        failureCode: null,
        failureMessage: null,
      },
    }).then(async (row) => {
      if (row) await fulfilmentOf(row.purpose)(tx, row);
      return row;
    });
  };

  async function settleFromEvent(event: PaymentEvent): Promise<SettleOutcome> {
    return db.transaction(async (tx) => {
      const isNew = await recordGatewayEvent(tx, {
        id: event.eventId,
        type: event.type,
        occurredAt: event.occurredAt,
      });
      if (!isNew) return 'duplicate';
      const payment =
        (await getPaymentByGatewayId(tx, event.gatewayPaymentId)) ??
        (event.paymentId === null ? null : await getPaymentById(tx, event.paymentId));
      if (!payment) return 'unknownPayment';
      const where = { id: payment.id };
      if (event.outcome.status === 'succeeded') {
        // failed -> succeeded too: a confirmation that came after a refusal or a timeout.
        const row = await settleSucceeded(
          tx,
          where,
          [...open, 'failed'],
          payment,
          event.gatewayPaymentId,
        );
        return row ? 'applied' : 'ignored';
      }
      // succeeded is final: a late failure event for a paid payment changes nothing.
      const row = await transitionPayment(tx, {
        where,
        from: open,
        now: now(),
        set: {
          status: 'failed',
          gatewayPaymentId: event.gatewayPaymentId,
          failureCode: event.outcome.code,
          failureMessage: event.outcome.message,
        },
      });
      return row ? 'applied' : 'ignored';
    });
  }

  return { fulfilmentOf, settleSucceeded, settleFromEvent };
}
