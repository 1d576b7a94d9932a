import { apiPrefix, endpoints, type TNotification, teamMessages } from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { showToast } from '@/lib/toast/show-toast';

/** POST /v1/team/leave. */
export function leaveTeam(): Promise<TNotification> {
  return http.post({
    path: `${apiPrefix}${endpoints.team.leave}`,
    schema: 'ZNotification',
    body: {},
  });
}

/** After leaving, the current user is read again: their team and role have changed. */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: async () => {
      showToast({ kind: 'success', message: teamMessages.leftTeam });
      queryClient.removeQueries({ queryKey: ['team'] });
      await queryClient.invalidateQueries(getInitQueryOptions());
    },
  });
}
