import {
  apiPrefix,
  endpoints,
  type TNotification,
  teamMessages,
  ZNotification,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { showToast } from '@/lib/toast/show-toast';
import { getTeamMembersQueryOptions } from './get-team-members';

/** DELETE /v1/team/invites/{id}: the invitation (or link) stops working. */
export function revokeInvite(id: number): Promise<TNotification> {
  return http.delete({ path: `${apiPrefix}${endpoints.team.invite(id)}`, schema: ZNotification });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: async () => {
      showToast({ kind: 'success', message: teamMessages.inviteRevoked });
      await queryClient.invalidateQueries(getTeamMembersQueryOptions());
    },
  });
}
