import { apiPrefix, endpoints, type TNotification, teamMessages } from '@deckhand/contract';
import { getTeamMembersQueryOptions } from '@/domain/team/get-team-members';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

/** DELETE /v1/team/invites/{id}: the invitation (or link) stops working. */
export function revokeInvite(id: number): Promise<TNotification> {
  return http.delete({ path: `${apiPrefix}${endpoints.team.invite(id)}`, schema: 'ZNotification' });
}

export const useRevokeInvite = () =>
  useSuccessMutation({
    mutationFn: revokeInvite,
    successMessage: teamMessages.inviteRevoked,
    invalidates: [getTeamMembersQueryOptions()],
  });
