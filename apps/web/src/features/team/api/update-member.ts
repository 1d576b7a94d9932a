import {
  apiPrefix,
  endpoints,
  type TTeamMember,
  type TUpdateMemberRequest,
  teamMessages,
  ZTeamMember,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { showToast } from '@/lib/toast/show-toast';
import { getTeamMembersQueryOptions } from './get-team-members';

type TUpdateMemberInput = { id: number; body: TUpdateMemberRequest };

/** PATCH /v1/team/members/{id}: role and permissions. */
export function updateMember({ id, body }: TUpdateMemberInput): Promise<TTeamMember> {
  return http.patch({
    path: `${apiPrefix}${endpoints.team.member(id)}`,
    schema: ZTeamMember,
    body,
  });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: async () => {
      showToast({ kind: 'success', message: teamMessages.memberUpdated });
      await queryClient.invalidateQueries(getTeamMembersQueryOptions());
    },
  });
}
