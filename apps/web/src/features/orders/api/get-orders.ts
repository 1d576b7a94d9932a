import {
  apiPrefix,
  endpoints,
  type TOrderResponse,
  type TOrdersQuery,
  type TOrdersResponse,
} from '@deckhand/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, withQuery } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/** GET /v1/orders: a page of the team's orders (§2.4 page, limit, sort; status and search). */
export function getOrders(
  query: TOrdersQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TOrdersResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.orders.list}`,
    schema: 'ZOrdersResponse',
    query,
    signal,
  });
}

export const getOrdersQueryOptions = (query: TOrdersQuery) =>
  queryOptions({
    queryKey: ['orders', 'list', query],
    queryFn: ({ signal }) => getOrders(query, { signal }),
    // The rows stay while the next page loads: the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: TOrdersQuery) => useQuery(getOrdersQueryOptions(query));

/** On the server, before the orders page renders: the page of orders its address asks for. */
export const seedOrdersAsVisitor = (route: TVisitorRoute, query: TOrdersQuery) =>
  seedAsVisitor(route, {
    path: withQuery(`${apiPrefix}${endpoints.orders.list}`, query),
    queryKey: getOrdersQueryOptions(query).queryKey,
    schema: 'ZOrdersResponse',
  });

/** GET /v1/orders/{id}: one order of the team with its timeline, files and details. */
export const getOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'one', id],
    queryFn: ({ signal }): Promise<TOrderResponse> =>
      http.get({
        path: `${apiPrefix}${endpoints.orders.order(id)}`,
        schema: 'ZOrderResponse',
        signal,
      }),
  });

export const useOrder = (id: number) => useQuery(getOrderQueryOptions(id));

/** On the server, before the order page renders: the order as its visitor sees it (or 404). */
export const seedOrderAsVisitor = (route: TVisitorRoute, id: number) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.orders.order(id)}`,
    queryKey: getOrderQueryOptions(id).queryKey,
    schema: 'ZOrderResponse',
  });
