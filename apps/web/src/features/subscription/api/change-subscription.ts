import { apiPrefix, endpoints, type TSubscriptionChangeResponse } from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { showToast } from '@/lib/toast/show-toast';
import { getSubscriptionQueryOptions } from './get-subscription';

export type TSubscriptionChange = 'pause' | 'resume' | 'cancel';

const changePaths: Record<TSubscriptionChange, string> = {
  pause: endpoints.billing.subscriptionPause,
  resume: endpoints.billing.subscriptionResume,
  cancel: endpoints.billing.subscriptionCancel,
};

/** POST /v1/billing/subscription/{pause|resume|cancel}. */
export function changeSubscription(
  change: TSubscriptionChange,
): Promise<TSubscriptionChangeResponse> {
  return http.post({
    path: `${apiPrefix}${changePaths[change]}`,
    schema: 'ZSubscriptionChangeResponse',
    body: {},
  });
}

/**
 * Pause, resume or cancel. The server's words become the toast; the subscription and the current
 * user (init alerts, suspension) are read again.
 */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: async (result) => {
      const kind = result.subscription.status === 'pastDue' ? 'warning' : 'success';
      showToast({ kind, message: result.message });
      queryClient.setQueryData(getSubscriptionQueryOptions().queryKey, {
        subscription: result.subscription,
        contractPlan: null,
      });
      await queryClient.invalidateQueries(getInitQueryOptions());
    },
  });
}
