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

/** DELETE /v1/team/members/{id}. */
export function removeMember(id: number): Promise<TNotification> {
  return http.delete({ path: `${apiPrefix}${endpoints.team.member(id)}`, schema: ZNotification });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async () => {
      showToast({ kind: 'success', message: teamMessages.memberRemoved });
      await queryClient.invalidateQueries(getTeamMembersQueryOptions());
    },
  });
}
