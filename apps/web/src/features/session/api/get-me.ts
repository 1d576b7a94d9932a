import { apiPrefix, endpoints, type TMeResponse } from '@deckhand/contract';
import { isApiError } from '@/lib/http/api-error';
import { http } from '@/lib/http/http-client';

const expired: TMeResponse = { user: null, token: null };

/** GET /v1/users/me (§7). A 401 means the same as an answer without a token: expired. */
export async function getMe(signal?: AbortSignal): Promise<TMeResponse> {
  try {
    return await http.get({
      path: `${apiPrefix}${endpoints.users.me}`,
      schema: 'ZMeResponse',
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return expired;
    throw error;
  }
}

export const getMeQueryKey = () => ['users', 'me'] as const;
