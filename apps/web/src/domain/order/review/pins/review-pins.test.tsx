import {
  reviewPinMessages as m,
  slidePreviewMessages,
  type TCreateReviewPinRequest,
  type TOrderDelivery,
  type TReviewPin,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makePinPlacement, makeReviewPin, makeSlidePreview } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SlideReview } from '../slide-review';

const orderId = 8;
const at = '2026-12-02T10:00:00.000000Z';

const deck = makeSlidePreview({ id: 1, slideCount: 4, updatedAt: '2026-12-01T09:05:00.000000Z' });

const deliveries: TOrderDelivery[] = [
  { round: 1, note: null, at, late: false, draft: false, files: [], previews: [deck] },
];

const makePin = (
  id: number,
  position: number,
  overrides: Partial<TReviewPin> = {},
  previewId = 1,
): TReviewPin =>
  makeReviewPin({
    id,
    at,
    placements: [makePinPlacement({ previewId, position, x: 0.4, y: 0.3 })],
    ...overrides,
  });

/** The slide review on an API that keeps its pins, as the server would. */
function renderStudio(initial: TReviewPin[], routes: TFakeRoutes = {}, canPin = true) {
  let pins = initial;
  const answer = (pin: TReviewPin) => {
    pins = pins.map((item) => (item.id === pin.id ? pin : item));
    return { body: { pin } };
  };
  const pinOf = (pinId: string | undefined) => {
    const pin = pins.find((item) => item.id === Number(pinId));
    if (!pin) throw new Error(`no pin ${pinId}`);
    return pin;
  };
  const api = fakeApi({
    'GET /orders/:id/pins': () => ({ body: { pins } }),
    'POST /orders/:id/pins': (call) => {
      const request = call.body as TCreateReviewPinRequest;
      const pin = makePin(pins.length + 1, request.position, {
        body: request.body,
        placements: [
          makePinPlacement({
            previewId: request.previewId,
            position: request.position,
            x: request.area.x,
            y: request.area.y,
            w: request.area.w ?? null,
            h: request.area.h ?? null,
          }),
        ],
      });
      pins = [...pins, pin];
      return { status: 201, body: { pin } };
    },
    'POST /orders/:id/pins/:pinId/replies': (call) => {
      const pin = pinOf(call.params.pinId);
      const body = (call.body as { body: string }).body;
      return answer({
        ...pin,
        replies: [
          ...pin.replies,
          {
            id: 50,
            authorName: 'Ada Customer',
            fromStaff: false,
            fromGuest: false,
            isOwn: true,
            body,
            at,
            editedAt: null,
          },
        ],
      });
    },
    'PATCH /orders/:id/pins/:pinId': (call) =>
      answer({
        ...pinOf(call.params.pinId),
        body: (call.body as { body: string }).body,
        editedAt: at,
      }),
    'POST /orders/:id/pins/:pinId/resolution': (call) => {
      const isResolved = (call.body as { resolved: boolean }).resolved;
      return answer({
        ...pinOf(call.params.pinId),
        status: isResolved ? 'resolved' : 'open',
        resolvedAt: isResolved ? at : null,
        resolvedBy: isResolved ? 'Ada Customer' : null,
      });
    },
    ...routes,
  });
  const view = renderWithProviders(
    <SlideReview
      orderId={orderId}
      deliveries={deliveries}
      timezone="Europe/London"
      canPin={canPin}
    />,
  );
  return { ...view, api };
}

const currentSlide = () => screen.getByRole('img', { name: /^Slide \d+ of \d+$/ });
const pinList = () => within(screen.getByRole('region', { name: m.heading }));
const entryLinks = () =>
  pinList()
    .queryAllByRole('button', { name: /^#\d+ · Slide \d+$/ })
    .map((button) => button.textContent);
const entry = (number: number) => {
  const item = pinList()
    .getByRole('button', { name: new RegExp(`^#${number} · `) })
    .closest('li');
  if (!item) throw new Error(`no entry #${number}`);
  return within(item);
};
const surface = () => screen.getByRole('application', { name: m.addComment });

/** The slide's box in the page, as a browser would measure it (jsdom lays nothing out). */
const measureSurface = () =>
  vi.spyOn(surface(), 'getBoundingClientRect').mockReturnValue({
    left: 100,
    top: 50,
    width: 800,
    height: 450,
    right: 900,
    bottom: 500,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });

describe('comments pinned to slides', () => {
  it('pins a comment to the point clicked, in fractions of the slide', async () => {
    const { user, api } = renderStudio([]);
    expect(await pinList().findByText(m.empty)).toBeInTheDocument();
    expect(pinList().getByText(m.openCount(0))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.addComment }));
    expect(screen.getByText(m.pinHint)).toBeInTheDocument();
    expect(surface()).toHaveFocus();
    expect(surface()).toHaveAccessibleDescription(m.pinHint);
    measureSurface();
    await user.pointer([
      { keys: '[MouseLeft>]', target: surface(), coords: { clientX: 300, clientY: 140 } },
      { keys: '[/MouseLeft]', target: surface(), coords: { clientX: 300, clientY: 140 } },
    ]);
    const field = screen.getByRole('textbox', { name: m.yourComment });
    expect(field).toHaveFocus();
    await user.type(field, 'Use the new logo here.');
    await user.click(screen.getByRole('button', { name: m.pin }));

    expect(await screen.findByText(m.pinned)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/pins').map((call) => call.body)).toEqual([
      {
        previewId: 1,
        position: 1,
        area: { x: 0.25, y: 0.2, w: null, h: null },
        body: 'Use the new logo here.',
      },
    ]);
    const marker = await screen.findByRole('button', { name: m.pinLabel(1, 1) });
    expect(marker).toHaveAttribute('aria-current', 'true');
    expect(marker.style.getPropertyValue('--pin-x')).toBe('0.25');
    expect(entry(1).getByText('Use the new logo here.')).toBeInTheDocument();
    expect(pinList().getByText(m.openCount(1))).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.addComment })).toHaveFocus();
  });

  it('marks an area with a drag; a drag smaller than the minimum is a point', async () => {
    const { user, api } = renderStudio([]);
    await user.click(await screen.findByRole('button', { name: m.addComment }));
    measureSurface();
    // From 10% / 20% to 60% / 80% of the slide.
    await user.pointer([
      { keys: '[MouseLeft>]', target: surface(), coords: { clientX: 180, clientY: 140 } },
      { target: surface(), coords: { clientX: 400, clientY: 300 } },
      { target: surface(), coords: { clientX: 580, clientY: 410 } },
      { keys: '[/MouseLeft]', target: surface(), coords: { clientX: 580, clientY: 410 } },
    ]);
    await user.type(screen.getByRole('textbox', { name: m.yourComment }), 'This chart.');
    await user.click(screen.getByRole('button', { name: m.pin }));
    await screen.findByRole('button', { name: m.pinLabel(1, 1) });
    expect(api.callsTo('POST /orders/:id/pins')[0]?.body).toMatchObject({
      area: { x: 0.1, y: 0.2, w: 0.5, h: 0.6 },
    });

    // A wobble of 1% of the width is a point where the press began.
    await user.click(screen.getByRole('button', { name: m.addComment }));
    measureSurface();
    await user.pointer([
      { keys: '[MouseLeft>]', target: surface(), coords: { clientX: 500, clientY: 275 } },
      { keys: '[/MouseLeft]', target: surface(), coords: { clientX: 508, clientY: 400 } },
    ]);
    await user.type(screen.getByRole('textbox', { name: m.yourComment }), 'Here.');
    await user.click(screen.getByRole('button', { name: m.pin }));
    await screen.findByRole('button', { name: m.pinLabel(2, 1) });
    expect(api.callsTo('POST /orders/:id/pins')[1]?.body).toMatchObject({
      area: { x: 0.5, y: 0.5, w: null, h: null },
    });
  });

  it('pins a comment with the keyboard alone, the arrows moving the marker instead of the slide', async () => {
    const { user, api } = renderStudio([]);
    const add = await screen.findByRole('button', { name: m.addComment });
    add.focus();
    await user.keyboard('{Enter}');
    expect(surface()).toHaveFocus();
    // 5% a press, 1% with Shift: from the middle to 60% across and 51% down.
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(currentSlide()).toHaveAccessibleName(slidePreviewMessages.slideLabel(1, 4));
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: m.yourComment });
    expect(field).toHaveFocus();
    await user.keyboard('Bigger, please.');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: m.pin })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: m.pinLabel(1, 1) });
    expect(api.callsTo('POST /orders/:id/pins')[0]?.body).toEqual({
      previewId: 1,
      position: 1,
      area: { x: 0.6, y: 0.51, w: null, h: null },
      body: 'Bigger, please.',
    });

    // Not placing, the arrows move between slides again.
    screen.getByRole('button', { name: slidePreviewMessages.slideLabel(1, 4) }).focus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName(slidePreviewMessages.slideLabel(2, 4));
  });

  it('gives up placing with Escape or Cancel, sending nothing', async () => {
    const { user, api } = renderStudio([]);
    await user.click(await screen.findByRole('button', { name: m.addComment }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: m.addComment });
    expect(add).toHaveFocus();

    await user.click(add);
    await user.click(screen.getByRole('button', { name: m.cancel }));
    expect(screen.queryByRole('application')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: m.addComment }));
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: m.yourComment }), 'Never mind');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: m.yourComment })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.addComment })).toHaveFocus();
    expect(api.callsTo('POST /orders/:id/pins')).toHaveLength(0);
  });

  it('shows the server’s messages on the form when the pin is refused', async () => {
    const { user } = renderStudio([], {
      'POST /orders/:id/pins': {
        status: 422,
        body: {
          status: 'error',
          errors: { body: ['Write your comment first.'], position: [m.slideNotFound] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: m.addComment }));
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: m.yourComment });
    await user.type(field, 'Something');
    await user.click(screen.getByRole('button', { name: m.pin }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.slideNotFound);
    expect(field).toHaveAccessibleDescription('Write your comment first.');
    expect(field).toHaveValue('Something');
    expect(screen.queryByText(m.pinned)).not.toBeInTheDocument();
  });

  it('lists the pins of the version shown in slide order; a pin’s link shows its slide', async () => {
    const { user } = renderStudio([
      makePin(1, 3),
      makePin(2, 1),
      makePin(3, 3, { authorName: 'Priya Natarajan', fromStaff: true, isOwn: false }),
      makePin(4, 2, {}, 9),
    ]);
    await waitFor(() =>
      expect(entryLinks()).toEqual(['#2 · Slide 1', '#1 · Slide 3', '#3 · Slide 3']),
    );
    expect(pinList().getByText(m.openCount(3))).toBeInTheDocument();
    // Customers read staff as Deckhand; dates in the order's zone.
    expect(entry(3).getByText(`Priya Natarajan · ${m.staff}`)).toBeInTheDocument();
    expect(entry(3).getByText('10:00 AM, 02 December, 2026')).toBeInTheDocument();
    // The first slide carries its own pin only.
    expect(screen.getByRole('button', { name: m.pinLabel(2, 1) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.pinLabel(1, 3) })).not.toBeInTheDocument();

    await user.click(pinList().getByRole('button', { name: '#3 · Slide 3' }));
    expect(currentSlide()).toHaveAccessibleName(slidePreviewMessages.slideLabel(3, 4));
    expect(screen.getByRole('button', { name: m.pinLabel(3, 3) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: m.pinLabel(1, 3) })).not.toHaveAttribute(
      'aria-current',
    );
    expect(pinList().getByRole('button', { name: '#3 · Slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // A marker selects its entry.
    await user.click(screen.getByRole('button', { name: m.pinLabel(1, 3) }));
    expect(pinList().getByRole('button', { name: '#1 · Slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(pinList().getByRole('button', { name: '#3 · Slide 3' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('tells where each pin stands in a revision request: sent, then answered by a version', async () => {
    renderStudio([
      makePin(1, 1),
      makePin(2, 1, { requestedOnVersion: 1 }),
      makePin(3, 2, {
        requestedOnVersion: 1,
        answer: { kind: 'addressed', note: 'Logo doubled.', version: 2, at },
      }),
      makePin(4, 3, {
        requestedOnVersion: 1,
        answer: { kind: 'notDone', note: 'The brand guide forbids it.', version: 2, at },
      }),
    ]);
    await waitFor(() => expect(entryLinks()).toHaveLength(4));
    expect(entry(1).queryByText(m.requested)).not.toBeInTheDocument();
    expect(entry(1).queryByText(/ in version /)).not.toBeInTheDocument();
    expect(entry(2).getByText(m.requested)).toBeInTheDocument();
    expect(entry(3).getByText(m.answeredIn('addressed', 2))).toBeInTheDocument();
    expect(entry(3).getByText('Logo doubled.')).toBeInTheDocument();
    expect(entry(3).queryByText(m.requested)).not.toBeInTheDocument();
    expect(entry(4).getByText(m.answeredIn('notDone', 2))).toBeInTheDocument();
    expect(entry(4).getByText('The brand guide forbids it.')).toBeInTheDocument();
  });

  it('replies to a pin', async () => {
    const { user, api } = renderStudio([makePin(1, 1, { isOwn: false, authorName: 'Ben Other' })]);
    await waitFor(() => expect(entryLinks()).toEqual(['#1 · Slide 1']));
    await user.click(entry(1).getByRole('button', { name: m.reply }));
    const field = entry(1).getByRole('textbox', { name: m.replyLabel });
    expect(field).toHaveFocus();
    await user.type(field, 'Agreed, the logo should go.');
    await user.click(entry(1).getByRole('button', { name: m.sendReply }));
    expect(await entry(1).findByText('Agreed, the logo should go.')).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/pins/:pinId/replies')).toMatchObject([
      { params: { id: '8', pinId: '1' }, body: { body: 'Agreed, the logo should go.' } },
    ]);
    expect(entry(1).queryByRole('textbox')).not.toBeInTheDocument();
    expect(entry(1).getByRole('button', { name: m.reply })).toHaveFocus();
  });

  it('edits one’s own pin, and offers no edit of someone else’s', async () => {
    const { user, api } = renderStudio([
      makePin(1, 1, { body: 'Move the logo.' }),
      makePin(2, 1, { isOwn: false, authorName: 'Ben Other' }),
    ]);
    await waitFor(() => expect(entryLinks()).toHaveLength(2));
    expect(entry(2).queryByRole('button', { name: m.edit })).not.toBeInTheDocument();

    await user.click(entry(1).getByRole('button', { name: m.edit }));
    const field = entry(1).getByRole('textbox', { name: m.yourComment });
    expect(field).toHaveValue('Move the logo.');
    await user.clear(field);
    await user.type(field, 'Move the logo to the right.');
    await user.click(entry(1).getByRole('button', { name: m.save }));
    expect(await entry(1).findByText('Move the logo to the right.')).toBeInTheDocument();
    expect(entry(1).getByText(new RegExp(`· ${m.edited}$`))).toBeInTheDocument();
    expect(api.callsTo('PATCH /orders/:id/pins/:pinId')).toMatchObject([
      { params: { pinId: '1' }, body: { body: 'Move the logo to the right.' } },
    ]);
  });

  it('resolves a pin out of the open list; Show resolved brings it back to reopen', async () => {
    const { user, api } = renderStudio([makePin(1, 1), makePin(2, 1)]);
    await waitFor(() => expect(entryLinks()).toHaveLength(2));
    await user.click(entry(1).getByRole('button', { name: m.resolve }));
    expect(await screen.findByText(m.resolved)).toBeInTheDocument();
    await waitFor(() => expect(entryLinks()).toEqual(['#2 · Slide 1']));
    expect(pinList().getByText(m.openCount(1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.pinLabel(1, 1) })).not.toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/pins/:pinId/resolution')[0]?.body).toEqual({
      resolved: true,
    });

    await user.click(pinList().getByRole('switch', { name: m.showResolved }));
    expect(entryLinks()).toEqual(['#1 · Slide 1', '#2 · Slide 1']);
    expect(entry(1).getByText(m.resolvedBy('Ada Customer'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.pinLabel(1, 1) })).toBeInTheDocument();
    await user.click(entry(1).getByRole('button', { name: m.reopen }));
    expect(await screen.findByText(m.reopened)).toBeInTheDocument();
    await waitFor(() => expect(pinList().getByText(m.openCount(2))).toBeInTheDocument());
  });

  it('takes no new pin once the order is closed, its pins still shown', async () => {
    renderStudio([makePin(1, 1)], {}, false);
    await waitFor(() => expect(entryLinks()).toEqual(['#1 · Slide 1']));
    expect(screen.getByText(m.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.addComment })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.pinLabel(1, 1) })).toBeInTheDocument();
  });

  it('labels carried pins and lists a guess as needing a look until the customer keeps or moves it', async () => {
    const carried = makePin(1, 2, {
      body: 'Bigger logo.',
      placements: [
        makePinPlacement({
          position: 2,
          state: 'carried',
          carriedFrom: { round: 1, position: 3 },
          areaChanged: true,
        }),
      ],
    });
    const guess = makePin(2, 3, {
      body: 'This slide should go.',
      placements: [
        makePinPlacement({
          position: 3,
          state: 'needsLook',
          carriedFrom: { round: 1, position: 4 },
        }),
      ],
    });
    const { user, api } = renderStudio([carried, guess], {
      'PUT /orders/:id/pins/:pinId/placements/:previewId': (call) => {
        const request = call.body as { position: number };
        const pin = {
          ...guess,
          placements: [
            makePinPlacement({
              position: request.position,
              carriedFrom: { round: 1, position: 4 },
            }),
          ],
        };
        return { body: { pin } };
      },
    });
    await pinList().findByRole('button', { name: '#1 · Slide 2' });
    expect(entry(1).getByText(`${m.carriedFrom(1, 3)} · ${m.areaChanged}`)).toBeInTheDocument();
    // The guess is not on a slide nor in the list: it waits in "Needs a look".
    expect(entryLinks()).toEqual(['#1 · Slide 2']);
    const needsLook = within(screen.getByRole('region', { name: `${m.needsLookHeading} (1)` }));
    expect(needsLook.getByText('This slide should go.')).toBeInTheDocument();
    expect(
      needsLook.getByText(`${m.needsLookWas(1, 4)} ${m.needsLookGuess(3)}`),
    ).toBeInTheDocument();

    // Looking at slide 1, the customer moves it there in one click.
    await user.click(needsLook.getByRole('button', { name: m.moveHere(1) }));
    expect(await screen.findByText(m.placed)).toBeInTheDocument();
    expect(
      api
        .callsTo('PUT /orders/:id/pins/:pinId/placements/:previewId')
        .map((call) => [call.params, call.body]),
    ).toEqual([
      [
        { id: String(orderId), pinId: '2', previewId: '1' },
        { position: 1, area: { x: 0.5, y: 0.5, w: null, h: null } },
      ],
    ]);
  });
});
