import { apiPrefix, endpoints, type TGuestInvite } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/api-error';
import { http } from '@/lib/http/http-client';
import { checkWithSchema } from '@/lib/http/load-schemas';
import type { TVisitorRoute } from '@/lib/ssr/visitor-data';

/** A link that does not work (unknown, expired or revoked: 404; not a token at all: 422). */
export const isUnusable = (status: number) => status === 404 || status === 422;

const invitePath = (token: string) => `${apiPrefix}${endpoints.guestReviews.invite(token)}`;

/**
 * GET /v1/guest-reviews/{token} (public): the invite behind /review/{token}; null when the link
 * does not work (unknown, expired or revoked: 404), which the page says without asking again.
 */
export async function getGuestInvite(
  token: string,
  signal?: AbortSignal,
): Promise<TGuestInvite | null> {
  try {
    return await http.get({ path: invitePath(token), schema: 'ZGuestInvite', signal });
  } catch (error) {
    if (isApiError(error) && isUnusable(error.status)) return null;
    throw error;
  }
}

export const getGuestInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['guest-review', 'invite', token],
    queryFn: ({ signal }) => getGuestInvite(token, signal),
    retry: false,
    // The page shows its own states: a guest is nobody the app could sign out.
    meta: { isErrorHandled: true },
  });

export const useGuestInvite = (token: string) => useQuery(getGuestInviteQueryOptions(token));

/**
 * On the server, before /review/{token} renders: the invite as this browser sees it (whether it
 * already reviews through the link). A link that does not work is kept as null: the page says
 * so in its first paint. The status of the API's answer is returned.
 */
export async function seedGuestInviteAsVisitor(route: TVisitorRoute, token: string) {
  const answer = await route.getAsVisitor(invitePath(token));
  const { queryKey } = getGuestInviteQueryOptions(token);
  if (isUnusable(answer.status)) route.queryClient.setQueryData(queryKey, null);
  if (answer.status === 200) {
    const parsed = await checkWithSchema('ZGuestInvite', answer.body);
    if (parsed.success) route.queryClient.setQueryData(queryKey, parsed.data);
  }
  return answer.status;
}
