import {
  apiPrefix,
  endpoints,
  type TAddPaymentMethodRequest,
  type TPaymentMethod,
  ZPaymentMethod,
} from '@deckhand/contract';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { getPaymentMethodsQueryOptions } from './get-payment-methods';

/** POST /v1/billing/payment-methods: a card (the gateway's token) or the invoice method. */
export function addPaymentMethod(body: TAddPaymentMethodRequest): Promise<TPaymentMethod> {
  return http.post({
    path: `${apiPrefix}${endpoints.billing.paymentMethods}`,
    schema: ZPaymentMethod,
    body,
  });
}

export const useAddPaymentMethod = (successMessage: string) =>
  useSuccessMutation({
    mutationFn: addPaymentMethod,
    successMessage,
    invalidates: [getPaymentMethodsQueryOptions()],
  });
