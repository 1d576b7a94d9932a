import { apiPrefix, endpoints, type TPriceList } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/price-list (public): the list prices the order form charges. */
export function getPriceList({ signal }: { signal?: AbortSignal } = {}): Promise<TPriceList> {
  return http.get({ path: `${apiPrefix}${endpoints.priceList}`, schema: 'ZPriceList', signal });
}

export const getPriceListQueryOptions = () =>
  queryOptions({
    queryKey: ['price-list'],
    queryFn: ({ signal }) => getPriceList({ signal }),
    staleTime: 5 * 60 * 1000,
  });

export const usePriceList = () => useQuery(getPriceListQueryOptions());
