import { apiPrefix, endpoints, type TSessionsResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/** GET /v1/users/me/sessions: this user's live sessions, the current one flagged. */
export function getSessions({ signal }: { signal?: AbortSignal } = {}): Promise<TSessionsResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.users.sessions}`,
    schema: 'ZSessionsResponse',
    signal,
  });
}

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'me', 'sessions'],
    queryFn: ({ signal }) => getSessions({ signal }),
  });

export const useSessions = () => useQuery(getSessionsQueryOptions());

/** On the server, before the security page renders: the sessions as this visitor's answer. */
export const seedSessionsAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.users.sessions}`,
    queryKey: getSessionsQueryOptions().queryKey,
    schema: 'ZSessionsResponse',
  });
