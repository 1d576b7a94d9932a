import { apiPrefix, endpoints, type TClientLanding } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/clients/{clientKey}/landing (public): an enterprise client's landing page data. */
export function getClientLanding(
  clientKey: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TClientLanding> {
  return http.get({
    path: `${apiPrefix}${endpoints.clientLanding(clientKey)}`,
    schema: 'ZClientLanding',
    signal,
  });
}

export const getClientLandingQueryOptions = (clientKey: string) =>
  queryOptions({
    queryKey: ['client-landing', clientKey],
    queryFn: ({ signal }) => getClientLanding(clientKey, { signal }),
    staleTime: 5 * 60 * 1000,
    // The page says what went wrong (an unknown client, a failed load): no toast as well.
    meta: { isErrorHandled: true },
  });

/** The landing data of the client in the address (the layout and the page read the same query). */
export const useClientLanding = (clientKey: string) =>
  useQuery(getClientLandingQueryOptions(clientKey));
