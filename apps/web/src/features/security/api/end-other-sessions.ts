import {
  accountMessages,
  apiPrefix,
  endpoints,
  type TEndSessionsResponse,
} from '@deckhand/contract';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { getSessionsQueryOptions } from './get-sessions';

/** POST /v1/users/me/sessions/end-others: ends every session but this one. */
export function endOtherSessions(): Promise<TEndSessionsResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.users.endOtherSessions}`,
    schema: 'ZEndSessionsResponse',
    body: {},
  });
}

export const useEndOtherSessions = () =>
  useSuccessMutation({
    mutationFn: endOtherSessions,
    successMessage: accountMessages.otherSessionsEnded,
    invalidates: [getSessionsQueryOptions()],
  });
