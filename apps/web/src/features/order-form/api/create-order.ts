import {
  apiPrefix,
  endpoints,
  type TCreateOrderRequest,
  type TCreateOrderResponse,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';

/** POST /v1/orders: place the order of a flow (idempotent by its key). */
export function createOrder(body: TCreateOrderRequest): Promise<TCreateOrderResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.orders.create}`,
    schema: 'ZCreateOrderResponse',
    body,
  });
}

/**
 * Failures go to the app's handler as well (a 401 logs out, a 422 shows no toast: the form puts
 * it on its steps). The balance changes after an order, so the current user is read again.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries(getInitQueryOptions()),
  });
}
