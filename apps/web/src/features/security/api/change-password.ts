import {
  apiPrefix,
  endpoints,
  type TChangePasswordRequest,
  type TEndSessionsResponse,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getSessionsQueryOptions } from './get-sessions';

/** PUT /v1/users/me/password: answers how many other sessions it ended. */
export function changePassword(body: TChangePasswordRequest): Promise<TEndSessionsResponse> {
  return http.put({
    path: `${apiPrefix}${endpoints.users.password}`,
    schema: 'ZEndSessionsResponse',
    body,
  });
}

/** A password change ends the other sessions server-side: the list is fetched again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries(getSessionsQueryOptions()),
  });
}
