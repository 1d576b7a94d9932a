import {
  reviewGuestMessages as m,
  reviewPinMessages,
  slidePreviewMessages,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePinPlacement, makeReviewPin, makeSlidePreview } from '@/test/fixtures';
import { makeGuestInvite, makeGuestReview } from '@/test/review-guest-fixtures';
import { renderGuestPage, token } from './guest-review-test-kit';

/** On slide 1 of the delivered deck's preview (preview 4). */
const onDeck = [makePinPlacement({ previewId: 4 })];

const findReviewHeading = () =>
  screen.findByRole('heading', { level: 1, name: m.welcomeTitle('DH-10008') });

describe('the guest’s review page (/review/{token})', { timeout: 20_000 }, () => {
  it('asks a new guest for a name (the invite’s, prefilled), then shows the review', async () => {
    const review = makeGuestReview();
    const { user, api } = renderGuestPage({
      'POST /guest-reviews/:token/session': { status: 201, body: review },
      'GET /guest-review': { body: review },
    });
    await findReviewHeading();
    expect(screen.getByText(m.welcome('Ada Customer'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: m.yourNameLabel })).toHaveValue('Gus Guest');
    // No session yet: nothing is asked of the guest's review before a name is given.
    expect(api.callsTo('GET /guest-review')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: m.start }));
    expect(await screen.findByText(m.signedInAs('Gus Guest'))).toBeInTheDocument();
    expect(api.callsTo('POST /guest-reviews/:token/session').map((call) => call.body)).toEqual([
      { name: 'Gus Guest' },
    ]);
    expect(api.callsTo('POST /guest-reviews/:token/session')[0]?.params.token).toBe(token);
    expect(screen.getByText(m.guestNote)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: reviewPinMessages.addComment }),
    ).toBeInTheDocument();
    // The version in front of the guest is reported once, as the customer's page does.
    await waitFor(() =>
      expect(api.callsTo('POST /guest-review/opened').map((call) => call.body)).toEqual([
        { round: 1 },
      ]),
    );
  });

  it('puts the server’s answer on the name field', async () => {
    const { user } = renderGuestPage({
      'POST /guest-reviews/:token/session': {
        status: 422,
        body: { status: 'error', errors: { name: ['Tell us your name.'] } },
      },
    });
    await findReviewHeading();
    await user.clear(screen.getByRole('textbox', { name: m.yourNameLabel }));
    await user.type(screen.getByRole('textbox', { name: m.yourNameLabel }), 'G');
    await user.click(screen.getByRole('button', { name: m.start }));
    expect(await screen.findByText('Tell us your name.')).toBeInTheDocument();
  });

  it('goes straight to the review in a browser that already reviews through the link', async () => {
    const preview = makeSlidePreview({
      id: 4,
      brandCheck: {
        status: 'checked',
        reason: null,
        templateName: 'Northwind corporate',
        findings: 0,
        intended: 0,
      },
    });
    const review = makeGuestReview({
      order: { ...makeGuestReview().order, price: '$1,200.00' },
      deliveries: makeGuestReview().deliveries.map((delivery) => ({
        ...delivery,
        previews: [preview],
      })),
    });
    const pins = [
      makeReviewPin({ id: 1, isOwn: false, body: 'Bigger logo, please.', placements: onDeck }),
      makeReviewPin({
        id: 2,
        authorName: 'Hana Hill',
        fromGuest: true,
        body: 'Carried over.',
        placements: [makePinPlacement({ previewId: 4, state: 'needsLook' })],
      }),
    ];
    const { api } = renderGuestPage({
      'GET /guest-reviews/:token': { body: makeGuestInvite({ isSignedIn: true }) },
      'GET /guest-review': { body: review },
      'GET /orders/:id/pins': { body: { pins } },
    });
    await findReviewHeading();
    expect(screen.queryByRole('textbox', { name: m.yourNameLabel })).not.toBeInTheDocument();
    expect(screen.getByText(`${m.price}: $1,200.00`)).toBeInTheDocument();
    const slides = await screen.findByRole('region', { name: slidePreviewMessages.review });
    expect(await within(slides).findByText('Bigger logo, please.')).toBeInTheDocument();
    // Guests comment and reply; resolving, placing carried comments and the brand check are the team's.
    expect(within(slides).getByRole('button', { name: reviewPinMessages.reply })).toBeVisible();
    expect(
      within(slides).queryByRole('button', { name: reviewPinMessages.resolve }),
    ).not.toBeInTheDocument();
    expect(within(slides).getByText('Carried over.')).toBeInTheDocument();
    expect(
      within(slides).queryByRole('button', { name: reviewPinMessages.keepOnSlide(1) }),
    ).not.toBeInTheDocument();
    expect(within(slides).queryByText(/Checked against/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /orders/:id/pins')[0]?.params.id).toBe('8');
    // Not an approver: no decision to make.
    expect(screen.queryByRole('button', { name: m.approve })).not.toBeInTheDocument();
  });

  it('marks a guest’s comment as a guest’s', async () => {
    const pin = makeReviewPin({
      authorName: 'Hana Hill',
      fromGuest: true,
      isOwn: false,
      placements: onDeck,
    });
    renderGuestPage({
      'GET /guest-reviews/:token': { body: makeGuestInvite({ isSignedIn: true }) },
      'GET /guest-review': { body: makeGuestReview() },
      'GET /orders/:id/pins': { body: { pins: [pin] } },
    });
    expect(await screen.findByText(`Hana Hill · ${m.guestBadge}`)).toBeInTheDocument();
  });

  it('sends a guest whose session has ended back to the name step', async () => {
    const { api } = renderGuestPage({
      'GET /guest-reviews/:token': { body: makeGuestInvite({ isSignedIn: true }) },
      'GET /guest-review': {
        status: 401,
        body: { status: 'error', message: m.signedOut },
      },
    });
    expect(await screen.findByRole('textbox', { name: m.yourNameLabel })).toHaveValue('Gus Guest');
    expect(screen.getByRole('button', { name: m.start })).toBeInTheDocument();
    expect(api.callsTo('GET /guest-review')).toHaveLength(1);
  });

  it('says a link that does not work, once, without trying again', async () => {
    const { api } = renderGuestPage({
      'GET /guest-reviews/:token': {
        status: 404,
        body: { status: 'error', message: m.linkInvalid },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: m.yourNameLabel })).not.toBeInTheDocument();
    expect(api.callsTo('GET /guest-reviews/:token')).toHaveLength(1);
    expect(api.callsTo('GET /guest-review')).toHaveLength(0);
  });
});
