import { apiPrefix, endpoints, type TChangePasswordRequest } from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/lib/http/http-client';
import { getSessionsQueryOptions } from './get-sessions';

/** PUT /v1/users/me/password. The answer's body is not used. */
export function changePassword(body: TChangePasswordRequest): Promise<unknown> {
  return http.put({ path: `${apiPrefix}${endpoints.users.password}`, schema: z.unknown(), body });
}

/** A password change ends the other sessions server-side: the list is fetched again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries(getSessionsQueryOptions()),
  });
}
