import { apiPrefix, endpoints, type TReviewLogResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/**
 * GET /v1/orders/{id}/review-log: the review's audit trail and its check, for the team and staff.
 * Under ['orders', id]: a change of the order (a delivery, a decision) reloads it.
 */
export const getReviewLogQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', orderId, 'review-log'],
    queryFn: ({ signal }): Promise<TReviewLogResponse> =>
      http.get({
        path: `${apiPrefix}${endpoints.orders.reviewLog(orderId)}`,
        schema: 'ZReviewLogResponse',
        signal,
      }),
  });

export const useReviewLog = (orderId: number) => useQuery(getReviewLogQueryOptions(orderId));

/** Where the exports download from (the browser sends the session cookie). */
export const reviewLogExportUrl = (orderId: number, format: 'csv' | 'pdf') =>
  `${apiPrefix}${format === 'csv' ? endpoints.orders.reviewLogCsv(orderId) : endpoints.orders.reviewLogPdf(orderId)}`;
