import { apiPrefix, endpoints, type TReviewPinsResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/**
 * GET /v1/orders/{id}/pins: the comments pinned to the order's slides, for its team and staff
 * alike (the session decides). The key sits beside the order's ['orders', 'one', id] without
 * matching it: a reload of the order (a preview rendered, a comment) leaves the pins alone, a
 * status change (['orders']) reloads them too. The live hooks of both order pages use this key.
 */
export const getReviewPinsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', orderId, 'pins'],
    queryFn: ({ signal }): Promise<TReviewPinsResponse> =>
      http.get({
        path: `${apiPrefix}${endpoints.orders.pins(orderId)}`,
        schema: 'ZReviewPinsResponse',
        signal,
      }),
  });

/** `isEnabled: false` asks nothing (an order without slides has no pins). */
export const useReviewPins = (orderId: number, { isEnabled = true } = {}) =>
  useQuery({ ...getReviewPinsQueryOptions(orderId), enabled: isEnabled });

/**
 * On the server, before an order page renders: the order's pins as its visitor sees them, so the
 * review paints with its comments (docs/rendering.md). An order without slides has none.
 */
export const seedReviewPinsAsVisitor = (route: TVisitorRoute, orderId: number) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.orders.pins(orderId)}`,
    queryKey: getReviewPinsQueryOptions(orderId).queryKey,
    schema: 'ZReviewPinsResponse',
  });
