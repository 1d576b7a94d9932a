import {
  apiPrefix,
  endpoints,
  type TRedirectResponse,
  type TResetPasswordRequest,
} from '@deckhand/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** POST /v1/users/reset-password (§7): token, password, confirmPassword; answers redirectUrl. */
export function resetPassword(body: TResetPasswordRequest): Promise<TRedirectResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.users.resetPassword}`,
    schema: 'ZRedirectResponse',
    body,
  });
}

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { isErrorHandled: true } });
