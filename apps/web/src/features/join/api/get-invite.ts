import { apiPrefix, endpoints, type TJoinLookupResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/api-error';
import { http } from '@/lib/http/http-client';

/** GET /v1/team/join/{token}: the invite behind /join/{token}; null when it is not usable. */
export async function getInvite(
  token: string,
  signal?: AbortSignal,
): Promise<TJoinLookupResponse | null> {
  try {
    return await http.get({
      path: `${apiPrefix}${endpoints.team.joinLookup(token)}`,
      schema: 'ZJoinLookupResponse',
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

export const getInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['team', 'join', token],
    queryFn: ({ signal }) => getInvite(token, signal),
    retry: false,
  });

export const useInvite = (token: string) => useQuery(getInviteQueryOptions(token));
