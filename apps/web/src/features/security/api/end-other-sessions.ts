import {
  accountMessages,
  apiPrefix,
  endpoints,
  type TEndSessionsResponse,
  ZEndSessionsResponse,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { showToast } from '@/lib/toast/show-toast';
import { getSessionsQueryOptions } from './get-sessions';

/** POST /v1/users/me/sessions/end-others: ends every session but this one. */
export function endOtherSessions(): Promise<TEndSessionsResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.users.endOtherSessions}`,
    schema: ZEndSessionsResponse,
    body: {},
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async () => {
      showToast({ kind: 'success', message: accountMessages.otherSessionsEnded });
      await queryClient.invalidateQueries(getSessionsQueryOptions());
    },
  });
}
