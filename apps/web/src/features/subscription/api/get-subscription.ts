import { apiPrefix, endpoints, type TSubscriptionResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { seedAsVisitor, type TVisitorRoute } from '@/lib/ssr/visitor-data';

/** GET /v1/billing/subscription: the team's live subscription, or null. */
export function getSubscription({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TSubscriptionResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.billing.subscription}`,
    schema: 'ZSubscriptionResponse',
    signal,
  });
}

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'],
    queryFn: ({ signal }) => getSubscription({ signal }),
  });

export const useSubscription = () => useQuery(getSubscriptionQueryOptions());

/** On the server, before My plan renders: the team's subscription, if the visitor may see it. */
export const seedSubscriptionAsVisitor = (route: TVisitorRoute) =>
  seedAsVisitor(route, {
    path: `${apiPrefix}${endpoints.billing.subscription}`,
    queryKey: getSubscriptionQueryOptions().queryKey,
    schema: 'ZSubscriptionResponse',
  });
