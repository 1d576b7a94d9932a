import {
  apiPrefix,
  endpoints,
  type TOrderCalculationRequest,
  type TOrderCalculationResponse,
} from '@deckhand/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';

/** POST /v1/order-forms/{flowKey}/calculation: the components a change affects and the price. */
export function calculateOrderForm(
  flowKey: string,
  body: TOrderCalculationRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TOrderCalculationResponse> {
  return http.post({
    path: `${apiPrefix}${endpoints.orderForms.calculation(flowKey)}`,
    schema: 'ZOrderCalculationResponse',
    body,
    signal,
  });
}

/**
 * The calculation as a mutation: its failures reach the app's handler (toasts of §8); the form
 * applies only the answer of its latest call, so quick changes never race.
 */
export function useCalculateOrderForm(flowKey: string) {
  return useMutation({
    mutationFn: ({ body, signal }: { body: TOrderCalculationRequest; signal: AbortSignal }) =>
      calculateOrderForm(flowKey, body, { signal }),
  });
}
