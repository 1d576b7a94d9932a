import {
  orderCommentMessages,
  orderReviewMessages,
  reviewPinMessages,
  revisionNotesRequired,
  slidePreviewMessages,
  type TReviewPin,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { teamEvents, withFakeTeamEvents } from '@/test/fake-team-events';
import { makeDeliveredOrder, makeInit, makeReviewPin, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

import {
  customerPin,
  deckPreview,
  deliveredWithPreview,
  deliveredWithSlides,
  onDeckSlide,
  pageLoad,
  pinsOfEveryState,
  renderReview,
  renderReviewWithPins,
  roundsUsedUp,
} from './order-review-test-kit';

withFakeTeamEvents();

describe('the review of a delivery: comments on the slides', { timeout: 20000 }, () => {
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
