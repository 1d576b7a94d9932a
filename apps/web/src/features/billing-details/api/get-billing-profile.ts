import { apiPrefix, endpoints, type TBillingProfile } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/** GET /v1/billing/profile: the team's billing address and tax details. */
export function getBillingProfile({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TBillingProfile> {
  return http.get({
    path: `${apiPrefix}${endpoints.billing.profile}`,
    schema: 'ZBillingProfile',
    signal,
  });
}

export const getBillingProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'profile'],
    queryFn: ({ signal }) => getBillingProfile({ signal }),
  });

export const useBillingProfile = () => useQuery(getBillingProfileQueryOptions());

/** On the server, before the billing page renders: the profile, if the visitor may see it. */
export const seedBillingProfileAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.billing.profile}`,
    queryKey: getBillingProfileQueryOptions().queryKey,
    schema: 'ZBillingProfile',
  });
