import {
  apiPrefix,
  endpoints,
  formatDateTime,
  reviewClockMessages as m,
  type TOrderResponse,
  type TReviewOpenedRequest,
} from '@deckhand/contract';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { useKeepOrderAnswer } from './keep-order-answer';

/** The review clock's calls, under the review's own address. */
const reviewClockPaths = {
  extend: endpoints.orders.reviewExtend,
  reopen: endpoints.orders.reviewReopen,
  opened: endpoints.orders.reviewOpened,
};
const reviewClockPath = (id: number, action: keyof typeof reviewClockPaths) =>
  `${apiPrefix}${reviewClockPaths[action](id)}`;

/** The new end of the review, in words, for the toast (none when the answer has no clock). */
function describeExtended({ order, details }: TOrderResponse): string {
  const clock = details.review?.clock;
  const dueAt = clock?.dueAt ?? details.review?.dueAt;
  return dueAt ? m.extended(formatDateTime(dueAt, clock?.timeZone ?? order.timezone)) : '';
}

/** POST /v1/orders/{id}/review/extend: 3 more business days, once per round. */
export function useExtendReview(id: number) {
  const keepAnswer = useKeepOrderAnswer(id);
  return useSuccessMutation<void, TOrderResponse>({
    mutationFn: () =>
      http.post({ path: reviewClockPath(id, 'extend'), schema: 'ZOrderResponse' }).then(keepAnswer),
    successMessage: describeExtended,
    invalidates: [{ queryKey: ['orders', 'list'] }],
  });
}

/** POST /v1/orders/{id}/review/reopen: an automatic approval undone, the review open again. */
export function useReopenReview(id: number) {
  const keepAnswer = useKeepOrderAnswer(id);
  return useSuccessMutation<void, TOrderResponse>({
    mutationFn: () =>
      http.post({ path: reviewClockPath(id, 'reopen'), schema: 'ZOrderResponse' }).then(keepAnswer),
    successMessage: m.reopened,
    invalidates: [{ queryKey: ['orders', 'list'] }],
  });
}

/** POST /v1/orders/{id}/review/opened: a member has this delivered version in front of them (204). */
export function postReviewOpened(id: number, body: TReviewOpenedRequest): Promise<null> {
  return http.post({ path: reviewClockPath(id, 'opened'), schema: 'ZEmptyBody', body });
}
