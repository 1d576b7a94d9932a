import type { TOrderPaymentMethod, TOrderPaymentRequest } from '@deckhand/contract';

/** What the payment step holds (not kept in local storage: it is the customer's, not the draft's). */
export type TPaymentChoice = {
  method: TOrderPaymentMethod | null;
  paymentMethodId: number | null;
  poNumber: string;
};

export const emptyPaymentChoice: TPaymentChoice = {
  method: null,
  paymentMethodId: null,
  poNumber: '',
};

/** The request's payment; null for a quote, or while nothing (complete) is chosen. */
export function toPaymentRequest(choice: TPaymentChoice): TOrderPaymentRequest | null {
  switch (choice.method) {
    case 'credits':
    case 'subscription':
      return { method: choice.method };
    case 'card':
      return choice.paymentMethodId === null
        ? null
        : { method: 'card', paymentMethodId: choice.paymentMethodId };
    case 'invoice':
      return { method: 'invoice', poNumber: choice.poNumber.trim() };
    default:
      return null;
  }
}
