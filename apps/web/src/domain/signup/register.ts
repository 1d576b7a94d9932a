import {
  apiPrefix,
  endpoints,
  type TRegisterRequest,
  type TRegisterResponse,
} from '@deckhand/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** POST /v1/users/register (§7): the verification link comes back as redirectUrl. */
export function register(body: TRegisterRequest): Promise<TRegisterResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.users.register}`,
    schema: 'ZRegisterResponse',
    body,
  });
}

export const useRegister = () =>
  useMutation({ mutationFn: register, meta: { isErrorHandled: true } });
