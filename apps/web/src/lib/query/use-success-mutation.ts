import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/lib/toast/show-toast';

export interface TSuccessMutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /**
   * The success toast (§8: a response with a message is a toast of its type), or how to word it
   * from the answer and what was sent; none when left out.
   */
  successMessage?: string | ((data: TData, variables: TVariables) => string);
  /** Queries that read what the mutation changed, from their *QueryOptions helpers. */
  invalidates: ReadonlyArray<{ queryKey: QueryKey }>;
}

/**
 * The house's mutation that changes something shown in a list: on success it says so in a toast
 * (when given a message) and refreshes the queries that show it. Errors go to the app's handler (the default).
 */
export function useSuccessMutation<TVariables, TData>(
  options: TSuccessMutationOptions<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      const { successMessage } = options;
      const message =
        typeof successMessage === 'function' ? successMessage(data, variables) : successMessage;
      if (message) showToast({ kind: 'success', message });
      await Promise.all(
        options.invalidates.map(({ queryKey }) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
