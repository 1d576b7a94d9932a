/** The order page's review as the review tests render it (order-review*.test.tsx). */
import type {
  TOrderComment,
  TOrderDelivery,
  TOrderResponse,
  TOrderReview,
  TReviewPin,
  TSlidePreview,
} from '@deckhand/contract';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import {
  deliveredDeckId as deckId,
  makeDeliveredOrder,
  makeInit,
  makePinPlacement,
  makeReviewPin,
  makeSlidePreview,
  makeUser,
} from '@/test/fixtures';
import { renderApp } from '@/test/render';

export const pageLoad = { timeout: 15_000 };

/**
 * `answerHeld`: the review's POST is recorded at once (the order reloads with its new status) but
 * answered only when this settles, as a slow answer behind a live update.
 */
export function renderReview(
  answer: TOrderResponse,
  user = makeUser({ customerRole: 'manager' }),
  { answerHeld }: { answerHeld?: Promise<void> } = {},
) {
  const init = makeInit({ user });
  let current = answer;
  const comments: TOrderComment[] = [];
  const api = fakeApi({
    'GET /init': { body: init },
    // The share card's list (share-review.test.tsx tests it): nobody outside the team yet.
    'GET /orders/:id/review/guests': { body: { guests: [] } },
    'GET /orders/:id': () => ({ body: { ...current, details: { ...current.details, comments } } }),
    'POST /orders/:id/review': (call: TFakeApiCall) => {
      const body = call.body as { decision: string };
      current = {
        ...current,
        order: {
          ...current.order,
          status: body.decision === 'approve' ? 'approved' : 'revisionRequested',
        },
      };
      const reply = { body: { ...current, payment: null } };
      return answerHeld ? answerHeld.then(() => reply) : reply;
    },
    'POST /orders/:id/comments': (call: TFakeApiCall) => {
      const comment = {
        id: comments.length + 1,
        body: (call.body as { body: string }).body,
        author: 'Ada Customer',
        fromStaff: false,
        at: '2026-12-02T10:00:00.000000Z',
      };
      comments.push(comment);
      return { body: { comment } };
    },
  });
  return { ...renderApp({ route: '/my-profile/orders/8', init }), api };
}

/** A review whose included revision rounds are used up: the next round is paid. */
export const roundsUsedUp: TOrderReview = {
  dueAt: null,
  clock: null,
  reopen: null,
  approval: null,
  revisionsUsed: 2,
  revisionsIncluded: 2,
  extraRoundPrice: 3_000,
};

/** The delivered deck's preview (preview 4 of the file `deckId`): ready, two slides, unless told. */
export const deckPreview = (overrides: Parameters<typeof makeSlidePreview>[0] = {}) =>
  makeSlidePreview({ id: 4, fileId: deckId, ...overrides });

/** The delivery with its deck's preview in this state. */
export function deliveredWithPreview(
  preview: TSlidePreview,
  overrides: Partial<TOrderResponse['details']> = {},
): TOrderResponse {
  const [first] = makeDeliveredOrder().details.deliveries as [TOrderDelivery];
  return makeDeliveredOrder({ deliveries: [{ ...first, previews: [preview] }], ...overrides });
}

/** A delivery whose deck is rendered (two slides), so comments can be pinned on it. */
export function deliveredWithSlides(
  overrides: Partial<TOrderResponse['details']> = {},
): TOrderResponse {
  return deliveredWithPreview(deckPreview(), overrides);
}

/** Where the pins of these tests sit: near the top left of a slide of the deck's preview. */
export const onDeckSlide = (position: number): TReviewPin['placements'] => [
  makePinPlacement({ previewId: 4, position, x: 0.1, y: 0.1 }),
];

export const customerPin = (
  id: number,
  position: number,
  body: string,
  overrides: Partial<TReviewPin> = {},
): TReviewPin => makeReviewPin({ id, body, placements: onDeckSlide(position), ...overrides });

/** The order page of a rendered delivery with these pins; the review answers as the API. */
export function renderReviewWithPins(
  answer: TOrderResponse,
  pins: TReviewPin[],
  user = makeUser(),
) {
  const init = makeInit({ user });
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /orders/:id': { body: answer },
    'GET /orders/:id/pins': { body: { pins } },
    'POST /orders/:id/review': {
      body: { ...answer, order: { ...answer.order, status: 'revisionRequested' }, payment: null },
    },
  });
  return { ...renderApp({ route: '/my-profile/orders/8', init }), api };
}

/** Pins of every state: only the open ones no request sent yet go with this one. */
export const pinsOfEveryState = [
  customerPin(1, 2, 'Bigger logo\nand centred, please'),
  customerPin(2, 1, 'Darker title'),
  customerPin(3, 1, 'Resolved already', {
    status: 'resolved',
    resolvedAt: '2026-12-02T12:00:00.000000Z',
    resolvedBy: 'Ada Customer',
  }),
  customerPin(4, 2, 'Sent with the first request', {
    requestedOnVersion: 1,
    answer: {
      kind: 'notDone',
      note: 'Out of scope.',
      version: 2,
      at: '2026-12-03T09:00:00.000000Z',
    },
  }),
];
