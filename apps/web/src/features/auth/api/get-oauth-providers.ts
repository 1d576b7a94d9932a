import { apiPrefix, endpoints, type TOAuthProvidersResponse } from '@deckhand/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/oauth/providers: only the providers configured on the server. */
export function getOAuthProviders(signal?: AbortSignal): Promise<TOAuthProvidersResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.oauth.providers}`,
    schema: 'ZOAuthProvidersResponse',
    signal,
  });
}

/** Fixed for the life of a deployment; when the call fails, no social buttons are offered. */
export const getOAuthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['oauth', 'providers'],
    queryFn: ({ signal }) => getOAuthProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isErrorHandled: true },
  });

export const useOAuthProviders = () => useQuery(getOAuthProvidersQueryOptions());

/** For server rendering: the provider buttons come with the page's HTML (docs/rendering.md). */
export const prefetchOAuthProviders = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getOAuthProvidersQueryOptions());
