import {
  apiPrefix,
  endpoints,
  type TAcceptInviteRequest,
  type TLoginResponse,
} from '@deckhand/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** POST /v1/team/join: creates the account in the team and signs it in. */
export function acceptInvite(body: TAcceptInviteRequest): Promise<TLoginResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.team.join}`,
    schema: 'ZAcceptInviteResponse',
    body,
  });
}

export const useAcceptInvite = () =>
  useMutation({ mutationFn: acceptInvite, meta: { isErrorHandled: true } });
