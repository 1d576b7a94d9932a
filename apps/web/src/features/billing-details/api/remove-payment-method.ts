import {
  apiPrefix,
  billingDetailsMessages,
  endpoints,
  type TNotification,
} from '@deckhand/contract';
import { getPaymentMethodsQueryOptions } from '@/domain/payments/payment-methods-api';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

/** DELETE /v1/billing/payment-methods/{id}. */
export function removePaymentMethod(id: number): Promise<TNotification> {
  return http.delete({
    path: `${apiPrefix}${endpoints.billing.paymentMethod(id)}`,
    schema: 'ZNotification',
  });
}

export const useRemovePaymentMethod = () =>
  useSuccessMutation({
    mutationFn: removePaymentMethod,
    successMessage: billingDetailsMessages.methodRemoved,
    invalidates: [getPaymentMethodsQueryOptions()],
  });
