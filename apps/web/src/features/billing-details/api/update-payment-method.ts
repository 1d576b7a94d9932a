import {
  apiPrefix,
  billingDetailsMessages,
  endpoints,
  type TPaymentMethod,
  type TUpdatePaymentMethodRequest,
} from '@deckhand/contract';
import { getPaymentMethodsQueryOptions } from '@/domain/payments/payment-methods-api';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

/** PATCH /v1/billing/payment-methods/{id}. */
export function updatePaymentMethod({
  id,
  body,
}: {
  id: number;
  body: TUpdatePaymentMethodRequest;
}): Promise<TPaymentMethod> {
  return http.patch({
    path: `${apiPrefix}${endpoints.billing.paymentMethod(id)}`,
    schema: 'ZPaymentMethod',
    body,
  });
}

export const useMakeDefaultPaymentMethod = () =>
  useSuccessMutation({
    mutationFn: (id: number) => updatePaymentMethod({ id, body: { default: true } }),
    successMessage: billingDetailsMessages.madeDefault,
    invalidates: [getPaymentMethodsQueryOptions()],
  });
