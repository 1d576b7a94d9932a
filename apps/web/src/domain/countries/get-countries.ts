import { apiPrefix, endpoints, type TCountriesResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/countries/names (§7). */
export function getCountries({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TCountriesResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.countries}`,
    schema: 'ZCountriesResponse',
    signal,
  });
}

/** The list never changes while the app runs: cached forever. */
export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => getCountries({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(getCountriesQueryOptions());
