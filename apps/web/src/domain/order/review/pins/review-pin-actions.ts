import {
  apiPrefix,
  endpoints,
  reviewPinMessages as m,
  type TCreateReviewPinRequest,
  type TPlaceReviewPinRequest,
} from '@deckhand/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http-client';
import { useSuccessMutation } from '@/lib/query/use-success-mutation';
import { showToast } from '@/lib/toast/show-toast';
import { getReviewPinsQueryOptions } from './get-review-pins';

const path = (address: string) => `${apiPrefix}${address}`;

/** POST /v1/orders/{id}/pins: a new comment on a point or an area of a rendered slide. */
export const useCreateReviewPin = (orderId: number) =>
  useSuccessMutation({
    mutationFn: (body: TCreateReviewPinRequest) =>
      http.post({ path: path(endpoints.orders.pins(orderId)), schema: 'ZReviewPinResponse', body }),
    successMessage: m.pinned,
    invalidates: [getReviewPinsQueryOptions(orderId)],
  });

/** POST /v1/orders/{id}/pins/{pinId}/replies. */
export const useReplyToReviewPin = (orderId: number) =>
  useSuccessMutation({
    mutationFn: ({ pinId, body }: { pinId: number; body: string }) =>
      http.post({
        path: path(endpoints.orders.pinReplies(orderId, pinId)),
        schema: 'ZReviewPinResponse',
        body: { body },
      }),
    invalidates: [getReviewPinsQueryOptions(orderId)],
  });

/** PATCH /v1/orders/{id}/pins/{pinId}: the writer edits their pin. */
export const useEditReviewPin = (orderId: number) =>
  useSuccessMutation({
    mutationFn: ({ pinId, body }: { pinId: number; body: string }) =>
      http.patch({
        path: path(endpoints.orders.pin(orderId, pinId)),
        schema: 'ZReviewPinResponse',
        body: { body },
      }),
    invalidates: [getReviewPinsQueryOptions(orderId)],
  });

/** PATCH /v1/orders/{id}/pins/{pinId}/replies/{replyId}: the writer edits their reply. */
export const useEditReviewPinReply = (orderId: number) =>
  useSuccessMutation({
    mutationFn: ({ pinId, replyId, body }: { pinId: number; replyId: number; body: string }) =>
      http.patch({
        path: path(endpoints.orders.pinReply(orderId, pinId, replyId)),
        schema: 'ZReviewPinResponse',
        body: { body },
      }),
    invalidates: [getReviewPinsQueryOptions(orderId)],
  });

/** PUT /v1/orders/{id}/pins/{pinId}/placements/{previewId}: keep a carried guess, or move it. */
export const usePlaceReviewPin = (orderId: number) =>
  useSuccessMutation({
    mutationFn: ({
      pinId,
      previewId,
      ...body
    }: TPlaceReviewPinRequest & { pinId: number; previewId: number }) =>
      http.put({
        path: path(endpoints.orders.pinPlacement(orderId, pinId, previewId)),
        schema: 'ZReviewPinResponse',
        body,
      }),
    successMessage: m.placed,
    invalidates: [getReviewPinsQueryOptions(orderId)],
  });

/** POST /v1/orders/{id}/pins/{pinId}/resolution: resolve a pin, or reopen it; a toast says which. */
export function useResolveReviewPin(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pinId, resolved }: { pinId: number; resolved: boolean }) =>
      http.post({
        path: path(endpoints.orders.pinResolution(orderId, pinId)),
        schema: 'ZReviewPinResponse',
        body: { resolved },
      }),
    onSuccess: async (_data, { resolved }) => {
      showToast({ kind: 'success', message: resolved ? m.resolved : m.reopened });
      await queryClient.invalidateQueries({
        queryKey: getReviewPinsQueryOptions(orderId).queryKey,
      });
    },
  });
}
