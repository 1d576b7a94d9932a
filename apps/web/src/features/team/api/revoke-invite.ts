import { apiPrefix, endpoints } from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http/http-client';
import { showToast } from '@/lib/toast/show-toast';
import { getTeamMembersQueryOptions } from './get-team-members';

export const inviteRevokedMessage = 'The invitation has been revoked.';

/** DELETE /v1/team/invites/{id}: the invitation (or link) stops working. */
export function revokeInvite(id: number): Promise<unknown> {
  return http.delete({ path: `${apiPrefix}${endpoints.team.invite(id)}`, schema: z.unknown() });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: async () => {
      showToast({ kind: 'success', message: inviteRevokedMessage });
      await queryClient.invalidateQueries(getTeamMembersQueryOptions());
    },
  });
}
