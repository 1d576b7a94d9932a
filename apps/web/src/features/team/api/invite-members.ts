import {
  apiPrefix,
  endpoints,
  type TInviteMembersRequest,
  type TInviteMembersResponse,
  teamMessages,
  ZInviteMembersResponse,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { showToast } from '@/lib/toast/show-toast';
import { getTeamMembersQueryOptions } from './get-team-members';

/** POST /v1/team/invites: emails an invitation to each address. */
export function inviteMembers(body: TInviteMembersRequest): Promise<TInviteMembersResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.team.invites}`,
    schema: ZInviteMembersResponse,
    body,
  });
}

export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMembers,
    onSuccess: async () => {
      showToast({ kind: 'success', message: teamMessages.invitesSent });
      await queryClient.invalidateQueries(getTeamMembersQueryOptions());
    },
  });
}
