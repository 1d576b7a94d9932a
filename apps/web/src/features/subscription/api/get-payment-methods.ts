import {
  apiPrefix,
  endpoints,
  type TPaymentMethodsResponse,
  ZPaymentMethodsResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/billing/payment-methods: the team's saved cards (and invoice method), default first. */
export function getPaymentMethods({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TPaymentMethodsResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.billing.paymentMethods}`,
    schema: ZPaymentMethodsResponse,
    signal,
  });
}

export const getPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods({ signal }),
  });

export const usePaymentMethods = () => useQuery(getPaymentMethodsQueryOptions());
