import { apiPrefix, endpoints, type TCreditEntriesResponse } from '@deckhand/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, withQuery } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

export type TCreditEntriesParams = { page: number; limit: number; sort: string };

const creditEntriesPath = ({ page, limit, sort }: TCreditEntriesParams) =>
  withQuery(`${apiPrefix}${endpoints.billing.creditEntries}`, { page, limit, sort });

/** GET /v1/billing/credit-entries: one page of the team's credit ledger (§2.4). */
export function getCreditEntries(
  params: TCreditEntriesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TCreditEntriesResponse> {
  return http.get({
    path: creditEntriesPath(params),
    schema: 'ZCreditEntriesResponse',
    signal,
  });
}

export const getCreditEntriesQueryOptions = (params?: TCreditEntriesParams) =>
  queryOptions({
    queryKey: params ? ['billing', 'credit-entries', params] : ['billing', 'credit-entries'],
    queryFn: ({ signal }) =>
      getCreditEntries(params ?? { page: 1, limit: 5, sort: 'date:desc' }, { signal }),
  });

export const useCreditEntries = (params: TCreditEntriesParams) =>
  useQuery({ ...getCreditEntriesQueryOptions(params), placeholderData: keepPreviousData });

/** On the server, before the credit history renders: the page of entries its address asks for. */
export const seedCreditEntriesAsVisitor = (route: TVisitorRoute, params: TCreditEntriesParams) =>
  seedAsVisitor(route, {
    path: creditEntriesPath(params),
    queryKey: getCreditEntriesQueryOptions(params).queryKey,
    schema: 'ZCreditEntriesResponse',
  });
