import type { TOrderComponentName, TOrderFormData } from '@deckhand/contract';
import { createContext, useContext } from 'react';
import type { TChangeValues, TDraft } from '../hooks/use-order-draft';
import type { TPaymentChoice } from '../lib/payment-choice';

export type TOrderFormContext = {
  data: TOrderFormData;
  draft: TDraft;
  /** The components a running calculation will change (they show a loading state). */
  calculating: readonly TOrderComponentName[] | null;
  change: TChangeValues;
  payment: TPaymentChoice;
  changePayment: (update: Partial<TPaymentChoice>) => void;
  /** Checks one field as Continue would (on leaving it): its messages show at once. */
  checkField: (name: TOrderComponentName) => void;
  /** The messages of one field key ('slides', 'payment.poNumber'), as one line, or undefined. */
  errorOf: (field: string) => string | undefined;
  /** The customer's time zone (the browser's). */
  zone: string;
  isSignedIn: boolean;
  /** The flow page's own address, where sign-in brings the visitor back. */
  returnTo: string;
  /** Keeps the draft at once (before leaving for sign-in). */
  flushDraft: () => void;
};

export const OrderFormContext = createContext<TOrderFormContext | null>(null);

export function useOrderFormContext(): TOrderFormContext {
  const context = useContext(OrderFormContext);
  if (!context) throw new Error('useOrderFormContext outside the order form');
  return context;
}

/** The ids a field's description and error use, so several fields never share one. */
export const fieldId = (name: string) => `order-${name.replace(/\W/g, '-')}`;
