import {
  apiPrefix,
  endpoints,
  type TOrderDetails,
  type TReviewLogResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

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

/** An order page shows the review's history once a version has been sent (not a draft). */
export const showsReviewHistory = (details: TOrderDetails) =>
  details.deliveries.some((delivery) => !delivery.draft);

/**
 * On the server, before an order page that shows the history renders: the log as its visitor
 * sees it, so the page needs no request (and no schema download) once it is live.
 */
export const seedReviewLogAsVisitor = (route: TVisitorRoute, orderId: number) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.orders.reviewLog(orderId)}`,
    queryKey: getReviewLogQueryOptions(orderId).queryKey,
    schema: 'ZReviewLogResponse',
  });

/** Where the exports download from (the browser sends the session cookie). */
export const reviewLogExportUrl = (orderId: number, format: 'csv' | 'pdf') =>
  `${apiPrefix}${format === 'csv' ? endpoints.orders.reviewLogCsv(orderId) : endpoints.orders.reviewLogPdf(orderId)}`;
