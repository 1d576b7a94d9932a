import { apiPrefix, endpoints, type TTeamMembersResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/** GET /v1/team/members: the members and the invitations still pending. */
export function getTeamMembers({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TTeamMembersResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.team.members}`,
    schema: 'ZTeamMembersResponse',
    signal,
  });
}

export const getTeamMembersQueryOptions = () =>
  queryOptions({
    queryKey: ['team', 'members'],
    queryFn: ({ signal }) => getTeamMembers({ signal }),
  });

export const useTeamMembers = () => useQuery(getTeamMembersQueryOptions());

/** On the server (a page's loadVisitorData): the team as this visitor's request answers it. */
export const seedTeamMembersAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.team.members}`,
    queryKey: getTeamMembersQueryOptions().queryKey,
    schema: 'ZTeamMembersResponse',
  });
