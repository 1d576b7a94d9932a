import type { TPaymentPurpose, TPaymentResult } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/schema/index.ts';
import type { PaymentEvent, PaymentGateway } from '../../../platform/payments/gateway.ts';

/**
 * What a paid purpose gives the team (credits, a subscription period). It runs in the same
 * transaction that marks the payment succeeded, exactly once, whether start() or a webhook wins.
 */
export type Fulfilment = (tx: Db, payment: PaymentRow) => Promise<void>;
export type Fulfilments = Partial<Record<TPaymentPurpose, Fulfilment>>;

export interface StartPaymentInput {
  /** Who pays: the payment belongs to the team, the user is recorded. */
  actor: { userId: number; teamId: number };
  purpose: TPaymentPurpose;
  description: string;
  /** Minor units of `currency`; positive. */
  amount: number;
  currency: string;
  /** A live card of actor.teamId (payment_methods.id). */
  paymentMethodId: number;
  /** The request's idempotency key (contract ZIdempotencyKey). */
  idempotencyKey: string;
  /** The request's parameters: a retry must send the same ones. */
  fingerprint: Record<string, unknown>;
  /** Stored on the payment; what the fulfilment needs (package id, credits, plan key ...). */
  details?: Record<string, unknown>;
  /** The customer is not present (renewals). */
  offSession?: boolean;
}

/** What settleFromEvent did with a webhook's event. */
export type SettleOutcome = 'duplicate' | 'unknownPayment' | 'applied' | 'ignored';

export interface Payments {
  readonly gateway: PaymentGateway;
  /**
   * Charges once per (team, idempotency key). Answers the payment (and a clientSecret when the
   * bank asks the customer to confirm); throws AppError 400 with the gateway's message when the
   * card is refused (the payment is stored failed), 400 paymentMessages.idempotencyKeyReused
   * when the key came with other parameters, 422 on paymentMethodId when the card is not a live
   * card of the team, 503 when the gateway did not answer (a retry with the same key asks the
   * gateway again under the same gateway key, so it still charges at most once).
   */
  start(input: StartPaymentInput): Promise<TPaymentResult>;
  /** Applies a verified webhook event once (gateway_events); out-of-order events are safe. */
  settleFromEvent(event: PaymentEvent): Promise<SettleOutcome>;
  /**
   * Refunds a succeeded payment in full through the gateway, once, and marks it refunded.
   * Throws while it cannot be refunded (still open, refused by the gateway): run it from a job.
   */
  refund(paymentId: number): Promise<PaymentRow>;
}
