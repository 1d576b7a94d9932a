import type { QueryClient } from '@tanstack/react-query';
import { getCreditPackagesQueryOptions } from '@/domain/pricing/get-credit-packages';
import { getSubscriptionPlansQueryOptions } from '@/domain/pricing/get-subscription-plans';
import { getPriceListQueryOptions } from '../api/get-price-list';

type TPrefetch = (queryClient: QueryClient) => Promise<unknown>;

const prefetchPriceList: TPrefetch = (queryClient) =>
  queryClient.prefetchQuery(getPriceListQueryOptions());

/** The public data each live block of the content shows, fetched on the server before render. */
const liveData: Record<string, TPrefetch> = {
  PriceTable: prefetchPriceList,
  AddonPrices: prefetchPriceList,
  CreditPacks: (queryClient) => queryClient.prefetchQuery(getCreditPackagesQueryOptions()),
  ProPlan: (queryClient) => queryClient.prefetchQuery(getSubscriptionPlansQueryOptions()),
};

/** The prefetch of a page whose body uses these components, or none when it uses no live block. */
export function prefetchForComponents(names: readonly string[]): TPrefetch | undefined {
  // A set: two blocks showing the same data ask for it once.
  const prefetches = [...new Set(names.flatMap((name) => liveData[name] ?? []))];
  if (prefetches.length === 0) return undefined;
  return (queryClient) => Promise.all(prefetches.map((prefetch) => prefetch(queryClient)));
}
