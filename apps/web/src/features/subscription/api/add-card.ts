import {
  apiPrefix,
  endpoints,
  type TAddCardRequest,
  type TPaymentMethod,
  ZPaymentMethod,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { getPaymentMethodsQueryOptions } from './get-payment-methods';

/** POST /v1/billing/payment-methods: saves the card the card entry widget tokenised. */
export function addCard(body: TAddCardRequest): Promise<TPaymentMethod> {
  return http.post({
    path: `${apiPrefix}${endpoints.billing.paymentMethods}`,
    schema: ZPaymentMethod,
    body,
  });
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries(getPaymentMethodsQueryOptions()),
        queryClient.invalidateQueries(getInitQueryOptions()),
      ]);
    },
  });
}
