import { apiPrefix, endpoints, type TReviewFairnessResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/staff/review-fairness: the share of automatic approvals never opened, by month. */
export const getReviewFairnessQueryOptions = (months: number) =>
  queryOptions({
    queryKey: ['staff-review-fairness', months],
    queryFn: ({ signal }): Promise<TReviewFairnessResponse> =>
      http.get({
        path: `${apiPrefix}${endpoints.staff.reviewFairness}`,
        schema: 'ZReviewFairnessResponse',
        query: { months },
        signal,
      }),
    // The card says it failed in place, beside the queue: no toast on top.
    meta: { isErrorHandled: true },
  });

export const useReviewFairness = (months: number) =>
  useQuery(getReviewFairnessQueryOptions(months));
