import {
  apiPrefix,
  endpoints,
  type TPaymentResult,
  type TSubscriptionPurchaseRequest,
  type TSubscriptionRetryRequest,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { getSubscriptionQueryOptions } from './get-subscription';

/** POST /v1/billing/subscription: buy the plan with a saved card (idempotent by its key). */
export function purchaseSubscription(body: TSubscriptionPurchaseRequest): Promise<TPaymentResult> {
  return http.post({
    path: `${apiPrefix}${endpoints.billing.subscription}`,
    schema: 'ZSubscriptionPurchaseResponse',
    body,
  });
}

/** POST /v1/billing/subscription/retry: pay the overdue renewal with a saved card. */
export function retryRenewal(body: TSubscriptionRetryRequest): Promise<TPaymentResult> {
  return http.post({
    path: `${apiPrefix}${endpoints.billing.subscriptionRetry}`,
    schema: 'ZSubscriptionRetryResponse',
    body,
  });
}

/**
 * After a payment the subscription and the current user are read again: the sidebar switches to
 * the subscription navigation (§2.6), a suspension is lifted. Errors (a declined card) go to the
 * app's handler: the gateway's message as a toast (§8).
 */
function useSubscriptionPayment<TBody>(pay: (body: TBody) => Promise<TPaymentResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pay,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries(getSubscriptionQueryOptions()),
        queryClient.invalidateQueries(getInitQueryOptions()),
      ]);
    },
  });
}

export const usePurchaseSubscription = () => useSubscriptionPayment(purchaseSubscription);
export const useRetryRenewal = () => useSubscriptionPayment(retryRenewal);
