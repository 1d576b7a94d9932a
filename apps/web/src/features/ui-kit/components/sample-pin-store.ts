import { reviewPinMessages as m, type TReviewPin, type TReviewPinReply } from '@deckhand/contract';
import { useState } from 'react';
import type { TReviewPinStore } from '@/domain/order/review/pins/review-pin-store';
import { showToast } from '@/lib/toast/show-toast';

type TSampleAuthor = Pick<TReviewPin, 'authorName' | 'fromStaff'>;

/**
 * The kit's comments on the slides: kept in the page's state, as the API would keep them
 * (numbers, replies, resolving), with the same toasts; nothing is sent anywhere.
 */
export function useSamplePinStore(
  initial: readonly TReviewPin[],
  author: TSampleAuthor,
): TReviewPinStore {
  const [pins, setPins] = useState(initial);
  const change = (pinId: number, update: (pin: TReviewPin) => TReviewPin) =>
    setPins((current) => current.map((pin) => (pin.id === pinId ? update(pin) : pin)));
  const mine = () => ({
    fromGuest: false,
    ...author,
    isOwn: true,
    at: new Date().toISOString(),
    editedAt: null,
  });

  return {
    pins,
    isLoading: false,
    createPin: async ({ previewId, position, area, body }) => {
      const id = Math.max(0, ...pins.map((pin) => pin.id)) + 1;
      const pin: TReviewPin = {
        id,
        number: Math.max(0, ...pins.map((item) => item.number)) + 1,
        ...mine(),
        body,
        status: 'open',
        resolvedAt: null,
        resolvedBy: null,
        requestedOnVersion: null,
        answer: null,
        // The sample deck's previews are numbered as their versions.
        placements: [
          {
            previewId,
            round: previewId,
            position,
            ...area,
            w: area.w ?? null,
            h: area.h ?? null,
            state: 'placed',
            carriedFrom: null,
            areaChanged: null,
          },
        ],
        replies: [],
      };
      setPins((current) => [...current, pin]);
      showToast({ kind: 'success', message: m.pinned });
      return pin;
    },
    replyToPin: async (pinId, body) => {
      change(pinId, (pin) => {
        const reply: TReviewPinReply = {
          id: Math.max(0, ...pin.replies.map((item) => item.id)) + 1,
          ...mine(),
          body,
        };
        return { ...pin, replies: [...pin.replies, reply] };
      });
    },
    editPin: async (pinId, body) => {
      change(pinId, (pin) => ({ ...pin, body, editedAt: new Date().toISOString() }));
    },
    editReply: async (pinId, replyId, body) => {
      change(pinId, (pin) => ({
        ...pin,
        replies: pin.replies.map((reply) =>
          reply.id === replyId ? { ...reply, body, editedAt: new Date().toISOString() } : reply,
        ),
      }));
    },
    setPinResolved: async (pinId, isResolved) => {
      change(pinId, (pin) => ({
        ...pin,
        status: isResolved ? 'resolved' : 'open',
        resolvedAt: isResolved ? new Date().toISOString() : null,
        resolvedBy: isResolved ? author.authorName : null,
      }));
      showToast({ kind: 'success', message: isResolved ? m.resolved : m.reopened });
    },
    placePin: async (pinId, previewId, { position, area }) => {
      change(pinId, (pin) => ({
        ...pin,
        placements: pin.placements.map((placement) =>
          placement.previewId === previewId
            ? {
                ...placement,
                position,
                ...area,
                w: area.w ?? null,
                h: area.h ?? null,
                state: 'placed',
              }
            : placement,
        ),
      }));
      showToast({ kind: 'success', message: m.placed });
    },
  };
}
