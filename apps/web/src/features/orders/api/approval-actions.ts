import {
  apiPrefix,
  endpoints,
  approvalMessages as m,
  type TApproversRequest,
  type TOrderResponse,
} from '@deckhand/contract';
import { getReviewLogQueryOptions } from '@/domain/order/review-log/get-review-log';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { useKeepOrderAnswer } from './keep-order-answer';

/**
 * PUT /v1/orders/{id}/review/approvers: the order's named approvers and rule, all at once (an
 * empty list removes them). The answer is the order's page; a change that meets the rule
 * approves it, so the list reloads too.
 */
export function useSaveOrderApprovers(id: number) {
  const keepAnswer = useKeepOrderAnswer(id);
  return useSuccessMutation<TApproversRequest, TOrderResponse>({
    mutationFn: (body) =>
      http
        .put({
          path: `${apiPrefix}${endpoints.orders.reviewApprovers(id)}`,
          schema: 'ZOrderResponse',
          body,
        })
        .then(keepAnswer),
    successMessage: m.saved,
    invalidates: [getReviewLogQueryOptions(id), { queryKey: ['orders', 'list'] }],
  });
}

/** DELETE /v1/orders/{id}/review/decision: the caller's own decision on this version, taken back. */
export function useWithdrawDecision(id: number) {
  const keepAnswer = useKeepOrderAnswer(id);
  return useSuccessMutation<void, TOrderResponse>({
    mutationFn: () =>
      http
        .delete({
          path: `${apiPrefix}${endpoints.orders.reviewDecision(id)}`,
          schema: 'ZOrderResponse',
        })
        .then(keepAnswer),
    successMessage: m.withdrawn,
    invalidates: [getReviewLogQueryOptions(id)],
  });
}
