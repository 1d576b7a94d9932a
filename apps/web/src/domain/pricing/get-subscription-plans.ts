import { apiPrefix, endpoints, type TSubscriptionPlansResponse } from '@deckhand/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** GET /v1/billing/subscription-plans (public): the Pro plan of §1. */
export function getSubscriptionPlans({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TSubscriptionPlansResponse> {
  return http.get({
    path: `${apiPrefix}${endpoints.billing.subscriptionPlans}`,
    schema: 'ZSubscriptionPlansResponse',
    signal,
  });
}

export const getSubscriptionPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription-plans'],
    queryFn: ({ signal }) => getSubscriptionPlans({ signal }),
  });

export const useSubscriptionPlans = () => useQuery(getSubscriptionPlansQueryOptions());
