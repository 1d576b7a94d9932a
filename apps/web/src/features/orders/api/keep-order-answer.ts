import type { TOrderResponse } from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { getOrderQueryOptions } from './get-orders';

/**
 * The order as an action's answer shows it goes into the cache: the page shows it without
 * asking again (the review clock's extend and reopen, the approvers' calls).
 */
export function useKeepOrderAnswer(id: number) {
  const queryClient = useQueryClient();
  return (answer: TOrderResponse) => {
    queryClient.setQueryData(getOrderQueryOptions(id).queryKey, answer);
    return answer;
  };
}
