import {
  accountMessages,
  apiPrefix,
  endpoints,
  type TEndSessionsResponse,
} from '@deckhand/contract';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { getSessionsQueryOptions } from './get-sessions';

/** DELETE /v1/users/me/sessions/{id}: ends one other session. */
export function endSession(id: string): Promise<TEndSessionsResponse> {
  return http.delete({
    path: `${apiPrefix}${endpoints.users.session(id)}`,
    schema: 'ZEndSessionsResponse',
  });
}

/**
 * Ends the sessions of one row of the security page: one session, or every session of a browser
 * and place shown together (each by its own DELETE; a session ended meanwhile is left as it is).
 */
async function endSessions(ids: readonly string[]): Promise<TEndSessionsResponse> {
  const results = await Promise.allSettled(ids.map((id) => endSession(id)));
  const failed = results.find((result) => result.status === 'rejected');
  const ended = results.filter((result) => result.status === 'fulfilled').length;
  if (failed && ended === 0) throw failed.reason;
  return { ended };
}

export const useEndSessions = () =>
  useSuccessMutation({
    mutationFn: endSessions,
    successMessage: (answer: TEndSessionsResponse) =>
      answer.ended > 1 ? accountMessages.sessionsEnded : accountMessages.sessionEnded,
    invalidates: [getSessionsQueryOptions()],
  });
