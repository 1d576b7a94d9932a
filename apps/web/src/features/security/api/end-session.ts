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

/** DELETE /v1/users/me/sessions/{id}: ends one other session. */
export function endSession(id: string): Promise<TEndSessionsResponse> {
  return http.delete({
    path: `${apiPrefix}${endpoints.users.session(id)}`,
    schema: ZEndSessionsResponse,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      showToast({ kind: 'success', message: accountMessages.sessionEnded });
      await queryClient.invalidateQueries(getSessionsQueryOptions());
    },
  });
}
