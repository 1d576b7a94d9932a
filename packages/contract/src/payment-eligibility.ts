import type { TPricedPaymentMethod } from './order-quote.ts';
import type { TOrderPaymentMethod } from './orders.ts';

/** What decides how a team member may pay (§6): their credit rights and the team's plan. */
export type TPayer = {
  /** Buys credits and pays by card or invoice for the team. */
  manageCredits: boolean;
  /** Sees the team's credit balance, and so may spend it. */
  seeCreditBalance: boolean;
  /**
   * The team has a daily capacity and a live subscription: an order's slides may come out of
   * the plan. Unknown (false) where only priced-on-their-own payments are asked about.
   */
  hasSubscriptionCapacity?: boolean;
};

/**
 * The ways a team member may pay for an order, in the order the form offers them: credits to
 * whoever may see the balance, card and invoice to who manages credits, the subscription's
 * capacity when the team has one. Empty: their role cannot pay.
 */
export function findPaymentMethods(payer: TPayer): TOrderPaymentMethod[] {
  return [
    ...(payer.manageCredits || payer.seeCreditBalance ? (['credits'] as const) : []),
    ...(payer.manageCredits ? (['card', 'invoice'] as const) : []),
    ...(payer.hasSubscriptionCapacity ? (['subscription'] as const) : []),
  ];
}

const isPricedMethod = (method: TOrderPaymentMethod): method is TPricedPaymentMethod =>
  method !== 'subscription';

/**
 * The ways to pay what is priced on its own (an accepted quote, an extra revision round): the
 * order's methods without the subscription, which neither comes out of.
 */
export function findPricedPaymentMethods(payer: TPayer): TPricedPaymentMethod[] {
  return findPaymentMethods(payer).filter(isPricedMethod);
}
