import {
  apiPrefix,
  endpoints,
  type TCreditEntriesResponse,
  ZCreditEntriesResponse,
} from '@deckhand/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

export type TCreditEntriesParams = { page: number; limit: number; sort: string };

/** GET /v1/billing/credit-entries: one page of the team's credit ledger (§2.4). */
export function getCreditEntries(
  params: TCreditEntriesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TCreditEntriesResponse> {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(params.limit),
    sort: params.sort,
  });
  return http.get({
    path: `${apiPrefix}${endpoints.billing.creditEntries}?${query}`,
    schema: ZCreditEntriesResponse,
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
