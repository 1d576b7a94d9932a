import {
  apiPrefix,
  endpoints,
  type TOrderFeedbackRequest,
  type TOrderFeedbackResponse,
} from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/** GET /v1/orders/{id}/feedback. */
export const getFeedbackQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'feedback', id],
    queryFn: ({ signal }): Promise<TOrderFeedbackResponse> =>
      http.get({
        path: `${apiPrefix}${endpoints.orders.feedback(id)}`,
        schema: 'ZOrderFeedbackResponse',
        signal,
      }),
  });

export const useOrderFeedback = (id: number) => useQuery(getFeedbackQueryOptions(id));

/** On the server, before the feedback page renders: the order's feedback (or 404). */
export const seedFeedbackAsVisitor = (route: TVisitorRoute, id: number) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.orders.feedback(id)}`,
    queryKey: getFeedbackQueryOptions(id).queryKey,
    schema: 'ZOrderFeedbackResponse',
  });

/** POST /v1/orders/{id}/feedback: its success message is the toast (§4: then it is old feedback). */
export const useSendFeedback = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TOrderFeedbackRequest) =>
      http.post({
        path: `${apiPrefix}${endpoints.orders.feedback(id)}`,
        schema: 'ZOrderFeedbackSaved',
        body,
      }),
    invalidates: [getFeedbackQueryOptions(id), { queryKey: ['orders', 'one', id] }],
  });
