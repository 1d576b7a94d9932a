import {
  apiPrefix,
  endpoints,
  type TTeamMembersResponse,
  ZTeamMembersResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/team/members: the members and the invitations still pending. */
export function getTeamMembers({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TTeamMembersResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.team.members}`,
    schema: ZTeamMembersResponse,
    signal,
  });
}

export const getTeamMembersQueryOptions = () =>
  queryOptions({
    queryKey: ['team', 'members'],
    queryFn: ({ signal }) => getTeamMembers({ signal }),
  });

export const useTeamMembers = () => useQuery(getTeamMembersQueryOptions());
