import { apiPrefix, endpoints, type TBillingProfile, ZBillingProfile } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/billing/profile: the team's billing address and tax details. */
export function getBillingProfile({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TBillingProfile> {
  return http.get({
    path: `${apiPrefix}${endpoints.billing.profile}`,
    schema: ZBillingProfile,
    signal,
  });
}

export const getBillingProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'profile'],
    queryFn: ({ signal }) => getBillingProfile({ signal }),
  });

export const useBillingProfile = () => useQuery(getBillingProfileQueryOptions());
