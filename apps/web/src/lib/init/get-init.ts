import { apiPrefix, endpoints, type TInitResponse } from '@deckhand/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/init (§7): a user that fails its schema is read as null (§5.1). */
export function getInit({ signal }: { signal?: AbortSignal } = {}): Promise<TInitResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.init}`,
    schema: 'ZInitResponseLenient',
    signal,
  });
}

/** Fetched once and cached forever. */
export const getInitQueryOptions = () =>
  queryOptions({
    queryKey: ['init'],
    queryFn: ({ signal }) => getInit({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useInit = () => useQuery(getInitQueryOptions());

/** The cached init answer, if it has arrived. */
export function readCachedInit(queryClient: QueryClient): TInitResponse | undefined {
  return queryClient.getQueryData(getInitQueryOptions().queryKey);
}

/** Forgets the current user locally (e.g. after a 401); guards then send the visitor to login. */
export function clearCachedUser(queryClient: QueryClient): void {
  queryClient.setQueryData(getInitQueryOptions().queryKey, (init) =>
    init ? { ...init, user: null } : init,
  );
}

/** Puts an init payload that came with the page into the cache, so no request is made for it. */
export function seedInit(queryClient: QueryClient, init: TInitResponse): void {
  queryClient.setQueryData(getInitQueryOptions().queryKey, init);
}
