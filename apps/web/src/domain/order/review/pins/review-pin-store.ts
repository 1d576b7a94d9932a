import type {
  TCreateReviewPinRequest,
  TPlaceReviewPinRequest,
  TReviewPin,
} from '@deckhand/contract';
import { useReviewPins } from './get-review-pins';
import {
  useCreateReviewPin,
  useEditReviewPin,
  useEditReviewPinReply,
  usePlaceReviewPin,
  useReplyToReviewPin,
  useResolveReviewPin,
} from './review-pin-actions';

/**
 * Where the review studio's pins come from and go to: the API on the order pages, a page's own
 * state in the UI kit. Each action settles once the pins shown are up to date; a failure
 * rejects (the API's has already been told by the app's error handler, a 422 is the form's).
 */
export type TReviewPinStore = {
  pins: readonly TReviewPin[];
  /** The pins are being loaded for the first time. */
  isLoading: boolean;
  createPin: (request: TCreateReviewPinRequest) => Promise<TReviewPin>;
  replyToPin: (pinId: number, body: string) => Promise<void>;
  editPin: (pinId: number, body: string) => Promise<void>;
  editReply: (pinId: number, replyId: number, body: string) => Promise<void>;
  setPinResolved: (pinId: number, isResolved: boolean) => Promise<void>;
  /** Keeps a carried guess where it is, or moves it (on that version). */
  placePin: (pinId: number, previewId: number, request: TPlaceReviewPinRequest) => Promise<void>;
};

const noPins: readonly TReviewPin[] = [];

/** The order's pins through the API, with the house's toasts and error handling. */
export function useApiReviewPinStore(orderId: number): TReviewPinStore {
  const query = useReviewPins(orderId);
  const create = useCreateReviewPin(orderId);
  const reply = useReplyToReviewPin(orderId);
  const edit = useEditReviewPin(orderId);
  const editReply = useEditReviewPinReply(orderId);
  const resolve = useResolveReviewPin(orderId);
  const place = usePlaceReviewPin(orderId);
  return {
    pins: query.data?.pins ?? noPins,
    isLoading: query.isPending,
    createPin: async (request) => (await create.mutateAsync(request)).pin,
    replyToPin: async (pinId, body) => {
      await reply.mutateAsync({ pinId, body });
    },
    editPin: async (pinId, body) => {
      await edit.mutateAsync({ pinId, body });
    },
    editReply: async (pinId, replyId, body) => {
      await editReply.mutateAsync({ pinId, replyId, body });
    },
    setPinResolved: async (pinId, isResolved) => {
      await resolve.mutateAsync({ pinId, resolved: isResolved });
    },
    placePin: async (pinId, previewId, request) => {
      await place.mutateAsync({ pinId, previewId, ...request });
    },
  };
}
