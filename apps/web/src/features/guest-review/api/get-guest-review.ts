import { apiPrefix, endpoints, type TGuestReview } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/api-error';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

const reviewPath = `${apiPrefix}${endpoints.guestReviews.review}`;

/** A guest whose browser has no guest session (never started, or it ended): 401. */
export const isGuestSignedOut = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * GET /v1/guest-review: the order's review as its guest sees it (their cookie); null when this
 * browser has no guest session, which sends the guest to the name step.
 */
export async function getGuestReview(signal?: AbortSignal): Promise<TGuestReview | null> {
  try {
    return await http.get({ path: reviewPath, schema: 'ZGuestReview', signal });
  } catch (error) {
    if (isGuestSignedOut(error)) return null;
    throw error;
  }
}

export const getGuestReviewQueryOptions = () =>
  queryOptions({
    queryKey: ['guest-review', 'review'],
    queryFn: ({ signal }) => getGuestReview(signal),
    retry: false,
    meta: { isErrorHandled: true },
  });

/** `isEnabled: false` asks nothing (a browser that has not given a name yet). */
export const useGuestReview = ({ isEnabled = true } = {}) =>
  useQuery({ ...getGuestReviewQueryOptions(), enabled: isEnabled });

/** On the server: the review as this browser's guest session sees it (left to the browser else). */
export const seedGuestReviewAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: reviewPath,
    queryKey: getGuestReviewQueryOptions().queryKey,
    schema: 'ZGuestReview',
  });
