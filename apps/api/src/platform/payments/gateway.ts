/**
 * The payment gateway the billing modules talk to. Two adapters implement it: the sandbox (the
 * default: documented test cards, nothing leaves the machine) and Stripe (STRIPE_SECRET_KEY).
 * Card numbers never reach the API in either: the browser hands the card to the gateway's own
 * form (the sandbox card frame, Stripe Elements) and the API only sees the token it returns.
 */

/** A card as the gateway holds it: its reference and what may be shown. */
export interface GatewayCard {
  /** The gateway's id of the card: a sandbox token, a Stripe payment method id. */
  gatewayRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  /** Minor units. */
  amount: number;
  currency: string;
  /** GatewayCard.gatewayRef of a card attached to the customer. */
  cardRef: string;
  /** The gateway customer (Stripe customer id); the sandbox ignores it. */
  customerRef: string | null;
  /** Sent to the gateway: a retried charge with the same key is charged once. */
  idempotencyKey: string;
  description: string;
  /** Our payment id, carried in the gateway's metadata so its webhooks find the payment. */
  paymentId: number;
  /** The customer is not present (renewals): no authentication can be asked for. */
  offSession: boolean;
}

/** Why a card was refused, in the gateway's words (shown to the customer as they are). */
export interface ChargeFailure {
  status: 'failed';
  gatewayPaymentId: string | null;
  code: string;
  message: string;
}

export type ChargeResult =
  | { status: 'succeeded'; gatewayPaymentId: string }
  /** The bank asks the customer to confirm (3-D Secure): the browser finishes it with this secret. */
  | { status: 'requiresAction'; gatewayPaymentId: string; clientSecret: string }
  | ChargeFailure;

export interface RefundRequest {
  /** ChargeResult.gatewayPaymentId of the succeeded charge. */
  gatewayPaymentId: string;
  /** Minor units; the whole charge when it is its amount. */
  amount: number;
  /** A retried refund with the same key is refunded once. */
  idempotencyKey: string;
}

export type RefundResult = { status: 'succeeded'; gatewayRefundId: string } | ChargeFailure;

/** What a verified webhook says happened to a payment. */
export interface PaymentEvent {
  /** The gateway's event id: each is applied once. */
  eventId: string;
  type: string;
  occurredAt: Date;
  gatewayPaymentId: string;
  /** Our payment id from the metadata, when the gateway carries it. */
  paymentId: number | null;
  outcome: { status: 'succeeded' } | { status: 'failed'; code: string; message: string };
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** Ensures a gateway customer for a team; returns its id (the sandbox answers null). */
  ensureCustomer(team: {
    id: number;
    name: string;
    customerRef: string | null;
  }): Promise<string | null>;
  /** Reads (and attaches to the customer) the card behind a token the browser got. */
  attachCard(token: string, customerRef: string | null): Promise<GatewayCard | ChargeFailure>;
  /** Forgets a card at the gateway (best effort; the card row is removed either way). */
  detachCard(cardRef: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Where a charge made earlier stands now: a retried request for a payment still waiting for the
   * bank's check answers its client secret again, so a reloaded tab can finish the check.
   */
  readCharge(gatewayPaymentId: string): Promise<ChargeResult>;
  /** Gives a succeeded charge's money back to the card (once per idempotency key). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Verifies a webhook delivery and reads the payment event in it; null for events that do not
   * concern payments. Rejects with WebhookSignatureError on a bad signature, WebhookPayloadError
   * on a signed event without what a payment event has (its time, its intent).
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent | null>;
}

/** A correctly signed event whose content is not a payment event we can read. */
export class WebhookPayloadError extends Error {
  constructor(detail: string) {
    super(`webhook event unreadable: ${detail}`);
    this.name = 'WebhookPayloadError';
  }
}

export class WebhookSignatureError extends Error {
  constructor() {
    super('webhook signature did not verify');
    this.name = 'WebhookSignatureError';
  }
}
