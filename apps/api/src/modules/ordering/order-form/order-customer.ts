import { findPaymentMethods, type TOrderPaymentMethod } from '@deckhand/contract';
import type { Actor } from '../../../platform/auth/actor.ts';
import { findCountryById } from '../../countries/index.ts';

/**
 * Who fills the form, as far as the order form cares: what they may pay with, where VAT is due,
 * whether the Pro turnaround is theirs. A visitor (no session) sees prices and dates and signs
 * up before paying; staff see the form as a visitor would.
 */
export interface OrderCustomer {
  teamId: number | null;
  userId: number | null;
  email: string | null;
  name: string | null;
  /** ISO code for VAT: the billing country, else the user's, else the visitor's detected one. */
  countryCode: string | null;
  hasVatNumber: boolean;
  /** The team's credit balance (minor units) when this person may pay with credits. */
  creditBalance: number | null;
  paymentMethods: TOrderPaymentMethod[];
  /** The Pro plan runs for the team: the 10-hour turnaround is offered. */
  isPro: boolean;
}

export const visitorCustomer = (countryCode: string | null): OrderCustomer => ({
  teamId: null,
  userId: null,
  email: null,
  name: null,
  countryCode,
  hasVatNumber: false,
  creditBalance: null,
  paymentMethods: [],
  isPro: false,
});

/** The order customer of a signed-in actor (a team member), or a visitor for staff. */
export function toOrderCustomer(
  actor: Actor | null,
  detectedCountry: string | null,
): OrderCustomer {
  const membership = actor?.membership;
  const { team, billing, user } = actor?.account ?? {};
  if (!actor || !membership || !team) return visitorCustomer(detectedCountry);
  const countryCode =
    findCountryById(billing?.billingCountryId)?.code ??
    findCountryById(user?.countryId)?.code ??
    detectedCountry;
  const seesCredits = membership.manageCredits || membership.seeCreditBalance;
  const subscription = billing?.subscription ?? null;
  const methods = findPaymentMethods({
    manageCredits: membership.manageCredits,
    seeCreditBalance: membership.seeCreditBalance,
    hasSubscriptionCapacity: (team.dailyCapacity ?? 0) > 0 && subscription !== null,
  });
  return {
    teamId: team.id,
    userId: actor.userId,
    email: actor.email,
    name: actor.name,
    countryCode,
    hasVatNumber: billing?.hasVatNumber ?? false,
    creditBalance: seesCredits ? team.creditBalance : null,
    paymentMethods: methods,
    isPro: subscription?.products.includes('pro') ?? false,
  };
}
