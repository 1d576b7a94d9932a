import {
  apiPrefix,
  brandCheckMessages,
  brandPublishMessages,
  endpoints,
  slidePreviewMessages,
  staffOrderMessages,
  type TBrandDecisionRequest,
  type TStaffDeliveryRequest,
  type TStaffOrderResponse,
  type TStaffOrdersQuery,
  type TStaffOrdersResponse,
  type TStaffQuoteRequest,
  type TStaffTransitionRequest,
} from '@deckhand/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

const path = (suffix: string) => `${apiPrefix}${suffix}`;

/** GET /v1/staff/orders: the queue across teams. */
export const getStaffOrdersQueryOptions = (query: Partial<TStaffOrdersQuery>) =>
  queryOptions({
    queryKey: ['staff-orders', 'list', query],
    queryFn: ({ signal }): Promise<TStaffOrdersResponse> =>
      http.get({
        path: path(endpoints.staff.orders),
        schema: 'ZStaffOrdersResponse',
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useStaffOrders = (query: Partial<TStaffOrdersQuery>) =>
  useQuery(getStaffOrdersQueryOptions(query));

/** GET /v1/staff/orders/{id}: the order with what staff may do now. */
export const getStaffOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['staff-orders', 'one', id],
    queryFn: ({ signal }): Promise<TStaffOrderResponse> =>
      http.get({ path: path(endpoints.staff.order(id)), schema: 'ZStaffOrderResponse', signal }),
  });

export const useStaffOrder = (id: number) => useQuery(getStaffOrderQueryOptions(id));

/** On the server, before the staff order page renders: the order as staff see it (or 404). */
export const seedStaffOrderAsVisitor = (route: TVisitorRoute, id: number) =>
  seedAsVisitor(route, {
    path: path(endpoints.staff.order(id)),
    queryKey: getStaffOrderQueryOptions(id).queryKey,
    schema: 'ZStaffOrderResponse',
  });

const invalidatesOrder = (id: number) => [
  getStaffOrderQueryOptions(id),
  { queryKey: ['staff-orders', 'list'] },
];

/** POST /v1/staff/orders/{id}/transitions: start the work, or cancel. */
export const useMoveStaffOrder = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TStaffTransitionRequest) =>
      http.post({
        path: path(endpoints.staff.transitions(id)),
        schema: 'ZStaffOrderResponse',
        body,
      }),
    invalidates: invalidatesOrder(id),
  });

/** POST /v1/staff/orders/{id}/deliveries. */
export const useDeliverStaffOrder = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TStaffDeliveryRequest) =>
      http.post({
        path: path(endpoints.staff.deliveries(id)),
        schema: 'ZStaffOrderResponse',
        body,
      }),
    // A deck held back for its brand check is a draft staff publish next.
    successMessage: (view) => {
      const draft = view.details.deliveries.find((delivery) => delivery.draft);
      return draft
        ? brandPublishMessages.draftDelivered(draft.round)
        : staffOrderMessages.delivered;
    },
    invalidates: invalidatesOrder(id),
  });

/** POST /v1/staff/orders/{id}/quote: price a requested quote. */
export const usePriceQuote = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: TStaffQuoteRequest) =>
      http.post({ path: path(endpoints.staff.quote(id)), schema: 'ZStaffOrderResponse', body }),
    invalidates: invalidatesOrder(id),
  });

/** POST /v1/staff/orders/{id}/comments. */
export const useSendStaffComment = (id: number) =>
  useSuccessMutation({
    mutationFn: (body: string) =>
      http.post({
        path: path(endpoints.staff.comments(id)),
        schema: 'ZOrderCommentResponse',
        body: { body },
      }),
    invalidates: [getStaffOrderQueryOptions(id)],
  });

/** GET /v1/staff/orders/{id}/previews/{previewId}/brand-check: a delivered file's brand check. */
export const getBrandCheckQueryOptions = (id: number, previewId: number) =>
  queryOptions({
    queryKey: ['staff-orders', 'one', id, 'brand-check', previewId],
    queryFn: ({ signal }) =>
      http.get({
        path: path(endpoints.staff.brandCheck(id, previewId)),
        schema: 'ZBrandCheck',
        signal,
      }),
  });

export const useBrandCheck = (id: number, previewId: number) =>
  useQuery(getBrandCheckQueryOptions(id, previewId));

/** POST …/brand-check/decisions: a finding marked intended with a reason, or (null) not. */
export const useDecideBrandFinding = (id: number, previewId: number) =>
  useSuccessMutation({
    mutationFn: (request: TBrandDecisionRequest) =>
      http.post({
        path: path(endpoints.staff.brandDecisions(id, previewId)),
        schema: 'ZBrandCheck',
        body: request,
      }),
    successMessage: (_check, request) =>
      request.reason === null
        ? brandCheckMessages.unmarkedIntended
        : brandCheckMessages.markedIntended,
    // The order's draft says what still holds it back.
    invalidates: [getBrandCheckQueryOptions(id, previewId), getStaffOrderQueryOptions(id)],
  });

/** POST /v1/staff/orders/{id}/deliveries/draft/publish: the draft goes to the customer. */
export const usePublishDraft = (id: number) =>
  useSuccessMutation({
    mutationFn: (round: number) =>
      http
        .post({
          path: path(endpoints.staff.publishDraft(id)),
          schema: 'ZStaffOrderResponse',
          body: {},
        })
        .then((view) => ({ view, round })),
    successMessage: ({ round }) => brandPublishMessages.published(round),
    invalidates: [
      ...invalidatesOrder(id),
      { queryKey: ['staff-orders', 'one', id, 'brand-check'] },
    ],
  });

/** POST /v1/staff/orders/{id}/previews/{previewId}/retry: render a failed preview again. */
export const useRetrySlidePreview = (id: number) =>
  useSuccessMutation({
    mutationFn: (previewId: number) =>
      http.post({
        path: path(endpoints.staff.previewRetry(id, previewId)),
        schema: 'ZSlidePreview',
        body: {},
      }),
    successMessage: slidePreviewMessages.retried,
    invalidates: [getStaffOrderQueryOptions(id)],
  });
