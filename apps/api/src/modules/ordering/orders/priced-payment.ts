import {
  findPricedPaymentMethods,
  orderFormMessages,
  type TPricedPayment,
  type TPricedPaymentMethod,
} from '@deckhand/contract';
import type { TeamActor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';

/** Who pays something priced on its own (an accepted quote, an extra revision round). */
export type PricedPayer = {
  userId: number;
  teamId: number;
  /** The methods this person may pay with, as the web offers them (findPricedPaymentMethods). */
  paymentMethods: readonly TPricedPaymentMethod[];
};

export function toPricedPayer(actor: TeamActor): PricedPayer {
  return {
    userId: actor.userId,
    teamId: actor.membership.teamId,
    paymentMethods: findPricedPaymentMethods(actor.membership),
  };
}

/** A method this person may not use is 422 on `payment`, as in the order form. */
export function assertPricedMethod(payer: PricedPayer, payment: TPricedPayment): void {
  if (payer.paymentMethods.includes(payment.method)) return;
  throw new AppError('VALIDATION', orderFormMessages.paymentMethodUnavailable, {
    fieldErrors: { payment: [orderFormMessages.paymentMethodUnavailable] },
  });
}
