import {
  apiPrefix,
  creditMessages,
  endpoints,
  type TCreditPurchaseRequest,
  type TCreditPurchaseResponse,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { showToast } from '@/lib/toast/show-toast';
import { getCreditEntriesQueryOptions } from './get-credit-entries';

/** POST /v1/billing/credit-purchases: buy a pack with a saved card (idempotent by its key). */
export function buyCreditPack(body: TCreditPurchaseRequest): Promise<TCreditPurchaseResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.billing.creditPurchases}`,
    schema: 'ZCreditPurchaseResponse',
    body,
  });
}

/**
 * After a purchase the current user (sidebar balance, purchased packages, upsell popup) and the
 * credit history are read again. Failures go to the app's handler as well (a 401 logs out).
 */
export function useBuyCreditPack(packName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyCreditPack,
    onSuccess: async ({ payment }) => {
      if (payment.status === 'succeeded') {
        showToast({ kind: 'success', message: creditMessages.purchased(packName) });
      }
      await Promise.all([
        queryClient.invalidateQueries(getInitQueryOptions()),
        queryClient.invalidateQueries({ queryKey: getCreditEntriesQueryOptions().queryKey }),
      ]);
    },
  });
}
