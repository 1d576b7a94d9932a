import {
  apiPrefix,
  endpoints,
  type TInviteMembersRequest,
  type TInviteMembersResponse,
  teamMessages,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getTeamMembersQueryOptions } from '@/domain/team/get-team-members';
import { http } from '@/lib/http/http-client';
import { showToast } from '@/lib/toast/show-toast';

/** POST /v1/team/invites: emails an invitation to each address it can; says which it could not. */
export function inviteMembers(body: TInviteMembersRequest): Promise<TInviteMembersResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.team.invites}`,
    schema: 'ZInviteMembersResponse',
    body,
  });
}

export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMembers,
    onSuccess: async ({ invites, failed }) => {
      const total = invites.length + failed.length;
      const message =
        failed.length === 0
          ? teamMessages.invitesSent
          : teamMessages.someInvitesSent(invites.length, total);
      showToast({ kind: failed.length === 0 ? 'success' : 'warning', message });
      await queryClient.invalidateQueries(getTeamMembersQueryOptions());
    },
  });
}
