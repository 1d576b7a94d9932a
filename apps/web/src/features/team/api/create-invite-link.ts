import {
  apiPrefix,
  endpoints,
  type TInviteLinkRequest,
  type TInviteLinkResponse,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getTeamMembersQueryOptions } from '@/domain/team/get-team-members';
import { http } from '@/lib/http/http-client';

/** POST /v1/team/invite-link: a shareable /join address carrying a role and permissions. */
export function createInviteLink(body: TInviteLinkRequest): Promise<TInviteLinkResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.team.inviteLink}`,
    schema: 'ZInviteLinkResponse',
    body,
  });
}

export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInviteLink,
    onSuccess: () => queryClient.invalidateQueries(getTeamMembersQueryOptions()),
  });
}
