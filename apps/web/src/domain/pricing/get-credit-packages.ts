import { apiPrefix, endpoints, type TCreditPackagesResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/billing/credit-packages (public): Bronze, Silver and Gold in their order. */
export function getCreditPackages({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TCreditPackagesResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.billing.creditPackages}`,
    schema: 'ZCreditPackagesResponse',
    signal,
  });
}

export const getCreditPackagesQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'credit-packages'],
    queryFn: ({ signal }) => getCreditPackages({ signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useCreditPackages = () => useQuery(getCreditPackagesQueryOptions());
