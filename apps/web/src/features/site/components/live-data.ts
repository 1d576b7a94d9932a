import type { QueryClient } from '@tanstack/react-query';
import { getCreditPackagesQueryOptions } from '@/lib/pricing/get-credit-packages';
import { getSubscriptionPlansQueryOptions } from '@/lib/pricing/get-subscription-plans';
import { getPriceListQueryOptions } from '../api/get-price-list';

/** The public data each live block of the content shows, fetched on the server before render. */
const liveData: Record<string, (queryClient: QueryClient) => Promise<unknown>> = {
  PriceTable: (queryClient) => queryClient.prefetchQuery(getPriceListQueryOptions()),
  AddonPrices: (queryClient) => queryClient.prefetchQuery(getPriceListQueryOptions()),
  CreditPacks: (queryClient) => queryClient.prefetchQuery(getCreditPackagesQueryOptions()),
  ProPlan: (queryClient) => queryClient.prefetchQuery(getSubscriptionPlansQueryOptions()),
};

/** The prefetch of a page whose body uses these components, or none when it uses no live block. */
export function prefetchForComponents(
  names: readonly string[],
): ((queryClient: QueryClient) => Promise<unknown>) | undefined {
  const prefetches = names.flatMap((name) => liveData[name] ?? []);
  if (prefetches.length === 0) return undefined;
  return (queryClient) => Promise.all(prefetches.map((prefetch) => prefetch(queryClient)));
}
