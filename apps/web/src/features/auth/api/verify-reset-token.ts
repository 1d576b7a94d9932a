import { apiPrefix, endpoints } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '@/lib/http/api-error';
import { http } from '@/lib/http/http-client';

/**
 * ZVerifyResetTokenResponse, read leniently: the spec's rule is only "status 'error' means the
 * link is not usable" (§7), whether it comes as a 4xx envelope or in a 2xx body.
 */
const ZVerifyResetTokenAnswer = z.looseObject({
  status: z.string().optional(),
  email: z.string().optional(),
});

export type TResetTokenCheck = { isValid: boolean; email: string | null };

/** GET /v1/users/verify/reset-password/{token}: is the link usable, and for which address. */
export async function verifyResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<TResetTokenCheck> {
  try {
    const answer = await http.get({
      path: `${apiPrefix}${endpoints.users.verifyResetToken(token)}`,
      schema: ZVerifyResetTokenAnswer,
      signal,
    });
    return { isValid: answer.status !== 'error', email: answer.email ?? null };
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
