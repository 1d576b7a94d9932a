import { apiPrefix, endpoints, type TUpdateMemberRequest, teamMessages } from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http/http-client';
import { showToast } from '@/lib/toast/show-toast';
import { getTeamMembersQueryOptions } from './get-team-members';

type TUpdateMemberInput = { id: number; body: TUpdateMemberRequest };

/** PATCH /v1/team/members/{id}: role and permissions. */
export function updateMember({ id, body }: TUpdateMemberInput): Promise<unknown> {
  return http.patch({
    path: `${apiPrefix}${endpoints.team.member(id)}`,
    schema: z.unknown(),
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
