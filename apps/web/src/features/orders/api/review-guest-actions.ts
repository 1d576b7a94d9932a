import {
  apiPrefix,
  endpoints,
  reviewGuestMessages as m,
  type TInviteGuestRequest,
  type TInviteGuestResponse,
} from '@deckhand/contract';
import { getReviewLogQueryOptions } from '@/domain/order/review-log/get-review-log';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { getReviewGuestsQueryOptions } from './get-review-guests';

/**
 * POST /v1/orders/{id}/review/guests: an invite mailed to one person (the toast says so), or a
 * link to forward (its address comes in the answer, the only time it is shown).
 */
export const useInviteReviewGuest = (orderId: number) =>
  useSuccessMutation<TInviteGuestRequest, TInviteGuestResponse>({
    mutationFn: (body) =>
      http.post({
        path: `${apiPrefix}${endpoints.orders.reviewGuests(orderId)}`,
        schema: 'ZInviteGuestResponse',
        body,
      }),
    successMessage: (_answer, sent) => (sent.kind === 'email' ? m.invited(sent.email) : ''),
    invalidates: [getReviewGuestsQueryOptions(orderId), getReviewLogQueryOptions(orderId)],
  });

/** DELETE /v1/orders/{id}/review/guests/{guestId}: the guest's link stops working (204). */
export const useRevokeReviewGuest = (orderId: number) =>
  useSuccessMutation<number, null>({
    mutationFn: (guestId) =>
      http.delete({
        path: `${apiPrefix}${endpoints.orders.reviewGuest(orderId, guestId)}`,
        schema: 'ZEmptyBody',
      }),
    successMessage: m.revoked,
    invalidates: [getReviewGuestsQueryOptions(orderId), getReviewLogQueryOptions(orderId)],
  });
