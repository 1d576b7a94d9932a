import { apiPrefix, endpoints, type TResetRequestResponse } from '@deckhand/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/users/reset-password/{email} (§7): mails a reset link; may answer a redirectUrl. */
export function requestPasswordReset(email: string): Promise<TResetRequestResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.users.resetRequest(email)}`,
    schema: 'ZResetRequestResponse',
  });
}

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { isErrorHandled: true } });
