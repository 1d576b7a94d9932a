import {
  accountMessages,
  apiPrefix,
  endpoints,
  type TEndSessionsResponse,
  ZEndSessionsResponse,
} from '@deckhand/contract';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { getSessionsQueryOptions } from './get-sessions';

/** DELETE /v1/users/me/sessions/{id}: ends one other session. */
export function endSession(id: string): Promise<TEndSessionsResponse> {
  return http.delete({
    path: `${apiPrefix}${endpoints.users.session(id)}`,
    schema: ZEndSessionsResponse,
  });
}

export const useEndSession = () =>
  useSuccessMutation({
    mutationFn: endSession,
    successMessage: accountMessages.sessionEnded,
    invalidates: [getSessionsQueryOptions()],
  });
