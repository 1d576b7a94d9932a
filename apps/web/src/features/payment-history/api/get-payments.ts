import {
  apiPrefix,
  endpoints,
  type TPaymentsQuery,
  type TPaymentsResponse,
} from '@deckhand/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getApiUrl } from '@/lib/http/api-base';
import { http, withQuery } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/** GET /v1/billing/payments: a page of the team's payments (§2.4 page, limit, sort). */
export function getPayments(
  query: TPaymentsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TPaymentsResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.billing.payments}`,
    schema: 'ZPaymentsResponse',
    query,
    signal,
  });
}

export const getPaymentsQueryOptions = (query: TPaymentsQuery) =>
  queryOptions({
    queryKey: ['billing', 'payments', query],
    queryFn: ({ signal }) => getPayments(query, { signal }),
    // The rows stay while the next page loads: the table does not jump.
    placeholderData: keepPreviousData,
  });

export const usePayments = (query: TPaymentsQuery) => useQuery(getPaymentsQueryOptions(query));

/** On the server, before the payments page renders: the page of payments its address asks for. */
export const seedPaymentsAsVisitor = (route: TVisitorRoute, query: TPaymentsQuery) =>
  seedAsVisitor(route, {
    path: withQuery(`${apiPrefix}${endpoints.billing.payments}`, query),
    queryKey: getPaymentsQueryOptions(query).queryKey,
    schema: 'ZPaymentsResponse',
  });

/** The receipt's address: a plain link, sent with the session cookie, answered as an attachment. */
export const getReceiptUrl = (paymentId: number) =>
  getApiUrl(`${apiPrefix}${endpoints.billing.receipt(paymentId)}`);
