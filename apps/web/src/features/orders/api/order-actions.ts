import {
  apiPrefix,
  endpoints,
  orderCommentMessages,
  type TOrderReviewRequest,
  type TQuoteAnswerRequest,
} from '@deckhand/contract';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { getOrderQueryOptions } from './get-orders';

/** POST /v1/orders/{id}/review: approve the delivery, or ask for a revision (paid past the included). */
export const useReviewOrder = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TOrderReviewRequest) =>
      http.post({
        path: `${apiPrefix}${endpoints.orders.review(id)}`,
        schema: 'ZOrderReviewResponse',
        body,
      }),
    invalidates: [getOrderQueryOptions(id), { queryKey: ['orders', 'list'] }],
  });

/** POST /v1/orders/{id}/quote: accept (and pay) or decline a priced quote. */
export const useAnswerQuote = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TQuoteAnswerRequest) =>
      http.post({
        path: `${apiPrefix}${endpoints.orders.quote(id)}`,
        schema: 'ZCreateOrderResponse',
        body,
      }),
    invalidates: [getOrderQueryOptions(id), { queryKey: ['orders', 'list'] }],
  });

/** POST /v1/orders/{id}/comments. */
export const useSendOrderComment = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: string) =>
      http.post({
        path: `${apiPrefix}${endpoints.orders.comments(id)}`,
        schema: 'ZOrderCommentResponse',
        body: { body },
      }),
    successMessage: orderCommentMessages.sent,
    invalidates: [getOrderQueryOptions(id)],
  });
