import {
  orderCommentMessages,
  orderReviewMessages,
  reviewPinMessages,
  revisionNotesRequired,
  sandboxBankCheckMessageType,
  slidePreviewMessages,
  type TOrderComment,
  type TOrderDelivery,
  type TOrderResponse,
  type TOrderReview,
  type TReviewPin,
  type TSlidePreview,
} from '@deckhand/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { teamEvents } from '@/test/fake-team-events';
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
import { pricedPaymentMessages } from './components/priced-payment';

vi.mock('@/lib/realtime/team-events', () => import('@/test/fake-team-events'));

const pageLoad = { timeout: 15_000 };

function renderReview(answer: TOrderResponse, user = makeUser({ customerRole: 'manager' })) {
  const init = makeInit({ user });
  let current = answer;
  const comments: TOrderComment[] = [];
  const api = fakeApi({
    'GET /init': { body: init },
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
      return { body: { ...current, payment: null } };
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
const roundsUsedUp: TOrderReview = {
  dueAt: null,
  clock: null,
  reopen: null,
  approval: null,
  revisionsUsed: 2,
  revisionsIncluded: 2,
  extraRoundPrice: 3_000,
};

/** The delivered deck's preview (preview 4 of the file `deckId`): ready, two slides, unless told. */
const deckPreview = (overrides: Parameters<typeof makeSlidePreview>[0] = {}) =>
  makeSlidePreview({ id: 4, fileId: deckId, ...overrides });

/** The delivery with its deck's preview in this state. */
function deliveredWithPreview(
  preview: TSlidePreview,
  overrides: Partial<TOrderResponse['details']> = {},
): TOrderResponse {
  const [first] = makeDeliveredOrder().details.deliveries as [TOrderDelivery];
  return makeDeliveredOrder({ deliveries: [{ ...first, previews: [preview] }], ...overrides });
}

/** A delivery whose deck is rendered (two slides), so comments can be pinned on it. */
function deliveredWithSlides(overrides: Partial<TOrderResponse['details']> = {}): TOrderResponse {
  return deliveredWithPreview(deckPreview(), overrides);
}

/** Where the pins of these tests sit: near the top left of a slide of the deck's preview. */
const onDeckSlide = (position: number): TReviewPin['placements'] => [
  makePinPlacement({ previewId: 4, position, x: 0.1, y: 0.1 }),
];

const customerPin = (
  id: number,
  position: number,
  body: string,
  overrides: Partial<TReviewPin> = {},
): TReviewPin => makeReviewPin({ id, body, placements: onDeckSlide(position), ...overrides });

/** The order page of a rendered delivery with these pins; the review answers as the API. */
function renderReviewWithPins(answer: TOrderResponse, pins: TReviewPin[], user = makeUser()) {
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
const pinsOfEveryState = [
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

describe('the review of a delivery', { timeout: 20000 }, () => {
  it('shows the delivered files, the late credit, and asks for a revision with notes', async () => {
    const { user, api } = renderReview(makeDeliveredOrder());
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    expect(within(review).getByText(/approved on 9:00 AM, 06 December, 2026/)).toBeInTheDocument();
    expect(within(review).getByText('1 of 2 included revision rounds left.')).toBeInTheDocument();
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    expect(within(deliveries).getByRole('link', { name: 'Final deck.pptx' })).toHaveAttribute(
      'href',
      `/v1/uploads/${deckId}/content`,
    );
    expect(within(deliveries).getByText('Late')).toBeInTheDocument();
    expect(screen.getByText(orderReviewMessages.lateCredit('$27.00'))).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Request a revision' }));
    await user.click(within(review).getByRole('button', { name: 'Send revision request' }));
    expect(await within(review).findByText('Tell us what to change.')).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')).toHaveLength(0);
    await user.type(within(review).getByLabelText(/What should we change/), 'Bigger logo');
    await user.click(within(review).getByRole('button', { name: 'Send revision request' }));
    expect(await screen.findByText(orderReviewMessages.revisionRequested)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({
      decision: 'revise',
      notes: 'Bigger logo',
    });
    expect(await screen.findByText('Revision requested')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();
  });

  it('approves after confirming', async () => {
    const { user, api } = renderReview(makeDeliveredOrder());
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    await user.click(within(review).getByRole('button', { name: 'Approve delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this delivery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve delivery' }));
    expect(await screen.findByText(orderReviewMessages.approved)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({ decision: 'approve' });
  });

  it('prices a round past the included ones and sends it with its payment', async () => {
    const answer = makeDeliveredOrder({
      review: roundsUsedUp,
      lateDeliveryCredit: null,
    });
    const owner = makeUser({ customerRole: 'owner', manageCredits: true, balance: 500 });
    const { user, api } = renderReview(answer, owner);
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    expect(
      within(review).getByText(orderReviewMessages.roundsUsed(2, '$30.00')),
    ).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Request another round' }));
    expect(within(review).getByRole('radio', { name: 'Pay with credits' })).toBeChecked();
    expect(within(review).getByText('Your balance: $500.00')).toBeInTheDocument();
    await user.type(within(review).getByLabelText(/What should we change/), 'New cover');
    await user.click(within(review).getByRole('button', { name: 'Pay $30.00 and send' }));
    expect(await screen.findByText(orderReviewMessages.revisionRequested)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({
      decision: 'revise',
      notes: 'New cover',
      payment: { method: 'credits' },
      idempotencyKey: expect.any(String),
    });
  });

  it("sends a paid round again after a reload during the bank's check, and reopens the check", async () => {
    const key = '4b0c3f5e-8d7a-4c51-9a57-2f1e0d9c8b7a';
    const payment = { method: 'card', paymentMethodId: 20 };
    window.sessionStorage.setItem(
      'deckhand.payment-attempts',
      JSON.stringify({
        'revision-round:8': {
          key,
          for: { round: 3, notes: 'New cover', payment: JSON.stringify(payment) },
          waitingForBankCheck: true,
        },
      }),
    );
    const answer = makeDeliveredOrder({
      review: roundsUsedUp,
      lateDeliveryCredit: null,
    });
    const secret = 'ch_sandbox_round_secret_sig';
    const init = makeInit({ user: makeUser({ customerRole: 'owner', manageCredits: true }) });
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /orders/:id': { body: answer },
      'GET /billing/payment-methods': { body: [] },
      'POST /orders/:id/review': {
        body: {
          ...answer,
          payment: {
            payment: {
              id: 77,
              purpose: 'orderExtra',
              status: 'requiresAction',
              description: 'Extra revision round',
              amount: 3_000,
              currency: 'USD',
              methodLabel: 'Visa •••• 4242',
              failureMessage: null,
              createdAt: '2026-11-28T10:00:00.000000Z',
              paidAt: null,
              receiptAvailable: false,
            },
            clientSecret: secret,
          },
        },
      },
    });
    renderApp({ route: '/my-profile/orders/8', init });
    const frame = (await screen.findByTitle(
      "Your bank's check",
      undefined,
      pageLoad,
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(
      `/sandbox-gateway/bank-check?secret=${encodeURIComponent(secret)}`,
    );
    expect(api.callsTo('POST /orders/:id/review').map((call) => call.body)).toEqual([
      { decision: 'revise', notes: 'New cover', payment, idempotencyKey: key },
    ]);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: sandboxBankCheckMessageType, status: 'succeeded', message: null },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByText(pricedPaymentMessages.bankPending)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('deckhand.payment-attempts')).toBe('{}');
  });

  it('tells a role that cannot pay to ask the owner for another round', async () => {
    const answer = makeDeliveredOrder({
      review: roundsUsedUp,
    });
    const member = makeUser({
      customerRole: 'member',
      manageCredits: false,
      seeCreditBalance: false,
    });
    const { user } = renderReview(answer, member);
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    await user.click(within(review).getByRole('button', { name: 'Request another round' }));
    expect(within(review).getByText(pricedPaymentMessages.noMethod)).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Pay $30.00 and send' })).toBeDisabled();
  });

  it('sends the open comments on the slides as the request, the notes then optional', async () => {
    const { user, api } = renderReviewWithPins(
      deliveredWithSlides(),
      pinsOfEveryState,
      makeUser({ customerRole: 'manager' }),
    );
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    await user.click(within(review).getByRole('button', { name: 'Request a revision' }));
    expect(
      await within(review).findByText(reviewPinMessages.requestIncludes(2)),
    ).toBeInTheDocument();
    // In slide order, each on one line: its number, its slide and its first line.
    expect(
      within(review)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#2 · Slide 1 — Darker title', '#1 · Slide 2 — Bigger logo']);
    // The notes are optional: their label has no asterisk.
    const notes = within(review).getByLabelText<HTMLTextAreaElement>(/What should we change/);
    expect(notes.labels?.[0]?.textContent).toBe(orderReviewMessages.notesLabel);
    await user.click(within(review).getByRole('button', { name: 'Send revision request' }));
    expect(await screen.findByText(orderReviewMessages.revisionRequested)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({
      decision: 'revise',
      notes: '',
    });
  });

  it('asks for notes as before when no comment on the slides is left to send', async () => {
    const { user, api } = renderReviewWithPins(
      deliveredWithSlides(),
      pinsOfEveryState.slice(2),
      makeUser({ customerRole: 'manager' }),
    );
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    // The pins have loaded: the studio lists the one still open, sent with the first request.
    expect(
      await screen.findByText('Sent with the first request', {}, pageLoad),
    ).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Request a revision' }));
    const notes = within(review).getByLabelText<HTMLTextAreaElement>(/What should we change/);
    expect(notes.labels?.[0]?.textContent).toBe(`${orderReviewMessages.notesLabel} *`);
    await user.click(within(review).getByRole('button', { name: 'Send revision request' }));
    expect(await within(review).findByText(revisionNotesRequired)).toBeInTheDocument();
    expect(within(review).queryByText(/sent with the request/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')).toHaveLength(0);
  });

  it('sends the comments with a paid round, its payment chosen as before', async () => {
    const answer = deliveredWithSlides({
      review: roundsUsedUp,
      lateDeliveryCredit: null,
    });
    const owner = makeUser({ customerRole: 'owner', manageCredits: true, balance: 500 });
    const { user, api } = renderReviewWithPins(answer, [customerPin(1, 1, 'New cover')], owner);
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    await user.click(within(review).getByRole('button', { name: 'Request another round' }));
    expect(
      await within(review).findByText(reviewPinMessages.requestIncludes(1)),
    ).toBeInTheDocument();
    expect(within(review).getByRole('radio', { name: 'Pay with credits' })).toBeChecked();
    await user.click(within(review).getByRole('button', { name: 'Pay $30.00 and send' }));
    expect(await screen.findByText(orderReviewMessages.revisionRequested)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({
      decision: 'revise',
      notes: '',
      payment: { method: 'credits' },
      idempotencyKey: expect.any(String),
    });
  });

  it('sends a comment, and reloads the thread when staff write', async () => {
    const { user, api } = renderReview(makeDeliveredOrder());
    const thread = await screen.findByRole('region', { name: 'Comments' }, pageLoad);
    expect(within(thread).getByText(orderCommentMessages.empty)).toBeInTheDocument();
    await user.type(within(thread).getByLabelText('Your comment'), 'Can you add a slide?');
    await user.click(within(thread).getByRole('button', { name: 'Send comment' }));
    expect(await within(thread).findByText('Can you add a slide?')).toBeInTheDocument();
    expect(within(thread).getByLabelText('Your comment')).toHaveValue('');
    expect(api.callsTo('POST /orders/:id/comments')[0]?.body).toEqual({
      body: 'Can you add a slide?',
    });

    const before = api.callsTo('GET /orders/:id').length;
    teamEvents.listeners['order.commentAdded']?.({
      orderId: 8,
      number: 'DH-10008',
      comment: {
        id: 9,
        body: 'Sure!',
        author: 'Dana',
        fromStaff: true,
        at: '2026-12-02T11:00:00.000000Z',
      },
    });
    expect(await screen.findByText('Deckhand commented on DH-10008.')).toBeInTheDocument();
    expect(api.callsTo('GET /orders/:id').length).toBeGreaterThan(before);
  });

  it('shows the delivered deck as slides above the page, its download still in Deliveries, reloaded as they are made', async () => {
    let answer = deliveredWithPreview(
      deckPreview({ status: 'rendering', slideCount: 12, slidesDone: 5, slides: [] }),
    );
    const init = makeInit({ user: makeUser({ customerRole: 'manager' }) });
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /orders/:id': () => ({ body: answer }),
      'GET /orders/:id/pins': { body: { pins: [] } },
    });
    renderApp({ route: '/my-profile/orders/8', init });
    const review = await screen.findByRole(
      'region',
      { name: slidePreviewMessages.review },
      pageLoad,
    );
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    expect(
      await within(review).findByText(slidePreviewMessages.rendering(5, 12)),
    ).toBeInTheDocument();
    expect(within(deliveries).getByRole('link', { name: 'Final deck.pptx' })).toBeInTheDocument();

    answer = deliveredWithPreview(deckPreview({ slideCount: 12 }));
    const loads = api.callsTo('GET /orders/:id').length;
    teamEvents.listeners['order.previewChanged']?.({
      orderId: 8,
      previewId: 4,
      status: 'ready',
      slidesDone: 12,
      slideCount: 12,
    });
    const slide = await within(review).findByRole('img', {
      name: slidePreviewMessages.slideLabel(1, 12),
    });
    expect(slide).toHaveAttribute(
      'src',
      `/v1/orders/8/previews/4/slides/1/large?v=${Date.parse('2026-12-01T09:02:00.000Z')}`,
    );
    expect(api.callsTo('GET /orders/:id').length).toBeGreaterThan(loads);
    expect(within(deliveries).getByRole('link', { name: 'Final deck.pptx' })).toBeInTheDocument();
  });

  it('reloads the comments on the slides when anyone changes them', async () => {
    const answer = deliveredWithSlides();
    const staffPin = makeReviewPin({
      authorName: 'Priya Natarajan',
      fromStaff: true,
      isOwn: false,
      body: 'Is this the logo you meant?',
      placements: onDeckSlide(1),
    });
    let pins: TReviewPin[] = [];
    const init = makeInit({ user: makeUser({ customerRole: 'manager' }) });
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /orders/:id': { body: answer },
      'GET /orders/:id/pins': () => ({ body: { pins } }),
    });
    renderApp({ route: '/my-profile/orders/8', init });
    const list = await screen.findByRole('region', { name: reviewPinMessages.heading }, pageLoad);
    expect(await within(list).findByText(reviewPinMessages.empty)).toBeInTheDocument();
    expect(api.callsTo('GET /orders/:id/pins')[0]?.params).toEqual({ id: '8' });

    pins = [staffPin];
    const orderLoads = api.callsTo('GET /orders/:id').length;
    await waitFor(() => expect(teamEvents.listeners['order.pinsChanged']).toBeDefined());
    teamEvents.listeners['order.pinsChanged']?.({ orderId: 8, pinId: 1, byStaff: true });
    expect(await within(list).findByText('Is this the logo you meant?')).toBeInTheDocument();
    expect(
      within(list).getByText(`Priya Natarajan · ${reviewPinMessages.staff}`),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: reviewPinMessages.pinLabel(1, 1) }),
    ).toBeInTheDocument();
    // The order itself is not loaded again for it.
    expect(api.callsTo('GET /orders/:id')).toHaveLength(orderLoads);
  });
});
