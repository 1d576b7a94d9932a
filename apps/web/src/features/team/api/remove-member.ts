import { apiPrefix, endpoints, type TNotification, teamMessages } from '@deckhand/contract';
import { getTeamMembersQueryOptions } from '@/domain/team/get-team-members';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

/** DELETE /v1/team/members/{id}. */
export function removeMember(id: number): Promise<TNotification> {
  return http.delete({ path: `${apiPrefix}${endpoints.team.member(id)}`, schema: 'ZNotification' });
}

export const useRemoveMember = () =>
  useSuccessMutation({
    mutationFn: removeMember,
    successMessage: teamMessages.memberRemoved,
    invalidates: [getTeamMembersQueryOptions()],
  });
