import { apiPrefix, endpoints, type TLoginRequest, type TLoginResponse } from '@deckhand/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** POST /v1/users/login (§7). */
export function logIn(body: TLoginRequest): Promise<TLoginResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.users.login}`,
    schema: 'ZLoginResponse',
    body,
  });
}

/** The form handles 422 (field errors) and 412 (redirect, external sign-in) itself. */
export const useLogIn = () => useMutation({ mutationFn: logIn, meta: { isErrorHandled: true } });
