import {
  apiPrefix,
  endpoints,
  type TTeamMember,
  type TUpdateMemberRequest,
  teamMessages,
} from '@deckhand/contract';
import { getTeamMembersQueryOptions } from '@/domain/team/get-team-members';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';

type TUpdateMemberInput = { id: number; body: TUpdateMemberRequest };

/** PATCH /v1/team/members/{id}: role and permissions. */
export function updateMember({ id, body }: TUpdateMemberInput): Promise<TTeamMember> {
  return http.patch({
    path: `${apiPrefix}${endpoints.team.member(id)}`,
    schema: 'ZTeamMember',
    body,
  });
}

export const useUpdateMember = () =>
  useSuccessMutation({
    mutationFn: updateMember,
    successMessage: teamMessages.memberUpdated,
    invalidates: [getTeamMembersQueryOptions()],
  });
