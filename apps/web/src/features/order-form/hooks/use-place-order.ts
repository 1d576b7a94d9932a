import type { TFieldErrors, TOrderConfirmation, TOrderFormValues } from '@deckhand/contract';
import { useState } from 'react';
import { useConfirmBankCheck } from '@/domain/payments/confirm-bank-check';
import { usePaymentAttempt } from '@/domain/payments/use-payment-attempt';
import { isApiError } from '@/lib/http/api-error';
import { bankCheckMessages } from '../api/confirm-bank-check';
import { useCreateOrder } from '../api/create-order';
import { getOrder } from '../api/get-order';
import { type TPaymentChoice, toPaymentRequest } from '../lib/payment-choice';

export type TPlacedOrder = {
  order: TOrderConfirmation;
  /** Why the order is not under way yet (the bank's check pending or refused). */
  note: string | null;
};

/**
 * Places the order (§4 Order submit): one idempotency key per attempt (kept while the same
 * attempt is retried, replaced once the server answered it or the payment changes), the bank's
 * check when it asks for one, then the order read again for its final status. Answers the 422's
 * field errors for the form to put on its steps; a refusal (400) becomes a message.
 */
export function usePlaceOrder(options: { flowKey: string; isQuote: boolean }) {
  const attempt = usePaymentAttempt();
  const create = useCreateOrder();
  const confirmBankCheck = useConfirmBankCheck();
  const [messages, setMessages] = useState<string[]>([]);
  const [placed, setPlaced] = useState<TPlacedOrder | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const confirmWithBank = async (order: TOrderConfirmation, clientSecret: string) => {
    setIsConfirming(true);
    try {
      const refusal = await confirmBankCheck(clientSecret);
      const latest = await getOrder(order.id).then(
        (answer) => answer.order,
        () => order,
      );
      const note = latest.status === 'received' ? null : (refusal ?? bankCheckMessages.pending);
      setPlaced({ order: latest, note });
    } finally {
      setIsConfirming(false);
    }
  };

  const place = async (input: {
    timezone: string;
    values: TOrderFormValues;
    payment: TPaymentChoice;
    onPlaced: () => void;
  }): Promise<TFieldErrors | null> => {
    setMessages([]);
    try {
      const answer = await create.mutateAsync({
        flowKey: options.flowKey,
        idempotencyKey: attempt.keyForAttempt(),
        timezone: input.timezone,
        values: input.values,
        payment: options.isQuote ? null : toPaymentRequest(input.payment),
      });
      attempt.reset();
      input.onPlaced();
      const clientSecret = answer.payment?.clientSecret;
      if (answer.payment?.payment.status === 'requiresAction' && clientSecret) {
        await confirmWithBank(answer.order, clientSecret);
      } else {
        setPlaced({ order: answer.order, note: null });
      }
      return null;
    } catch (error) {
      attempt.onError(error);
      if (!isApiError(error)) return null;
      if (error.status === 422 && error.errors) return error.errors;
      if (error.status === 400) setMessages([error.message]);
      return null;
    }
  };

  return {
    place,
    placed,
    messages,
    isPlacing: create.isPending || isConfirming,
    /** The payment changed: the next submit is a new attempt. */
    resetAttempt: attempt.reset,
  };
}
