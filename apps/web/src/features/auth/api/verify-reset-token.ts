import { apiPrefix, endpoints } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/api-error';
import { http } from '@/lib/http/http-client';

export type TResetTokenCheck = { isValid: boolean; email: string | null };

/**
 * GET /v1/users/verify/reset-password/{token}: is the link usable, and for which address. An
 * unusable link is an error envelope (status 'error', §7): any 4xx but 429 means "not usable".
 */
export async function verifyResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<TResetTokenCheck> {
  try {
    const { email } = await http.get({
      path: `${apiPrefix}${endpoints.users.verifyResetToken(token)}`,
      schema: 'ZVerifyResetTokenResponse',
      signal,
    });
    return { isValid: true, email };
  } catch (error) {
    if (isApiError(error) && error.status < 500 && error.status !== 429) {
      return { isValid: false, email: null };
    }
    throw error;
  }
}

export const getVerifyResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reset-password', 'verify', token],
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useVerifyResetToken = (token: string) =>
  useQuery(getVerifyResetTokenQueryOptions(token));
