import {
  hourMs,
  reviewClockMessages as m,
  orderReviewMessages,
  slidePreviewMessages,
  type TOrderDelivery,
  type TOrderResponse,
  type TOrderReview,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { teamEvents, withFakeTeamEvents } from '@/test/fake-team-events';
import {
  makeDeliveredOrder,
  makeInit,
  makeReviewClock,
  makeSlidePreview,
  makeUser,
} from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };
const init = makeInit({ user: makeUser({ customerRole: 'manager' }) });

/** makeDeliveredOrder with its review changed (a clock, a reopen offer) and other details. */
function orderWith(
  review: Partial<TOrderReview>,
  details: Partial<TOrderResponse['details']> = {},
): TOrderResponse {
  const base = makeDeliveredOrder().details.review as TOrderReview;
  return makeDeliveredOrder({ review: { ...base, ...review }, ...details });
}

/**
 * The customer's order page (order 8), the API answering `current()` for the order and the
 * clock's calls as `clock` says.
 */
function renderOrderPage(current: () => TOrderResponse, clock: TFakeRoutes = {}) {
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /orders/:id': () => ({ body: current() }),
    'GET /orders/:id/pins': { body: { pins: [] } },
    ...clock,
  });
  return { ...renderApp({ route: '/my-profile/orders/8', init }), api };
}

const postsTo = (api: ReturnType<typeof fakeApi>, action: string) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === `/orders/8/review/${action}`);

const findReview = () => screen.findByRole('region', { name: 'Your review' }, pageLoad);

describe('the review clock on the customer’s order page', { timeout: 20000 }, () => {
  it('says when the order is approved without an answer, the time left, and which days do not count', async () => {
    renderOrderPage(() => orderWith({ clock: makeReviewClock() }));
    const review = await findReview();
    const clock = within(review).getByRole('region', { name: m.heading });
    expect(
      within(clock).getByText(m.dueIn('2 business days 4 hours', '9:00 AM, 09 December, 2026')),
    ).toBeInTheDocument();
    expect(within(review).queryByText(/approved on/)).not.toBeInTheDocument();
    const meter = within(clock).getByRole('meter', { name: m.heading });
    expect(meter).toHaveAttribute('aria-valuenow', '43');
    expect(meter).toHaveAttribute('aria-valuetext', '2 business days 4 hours');
    expect(within(clock).getByText(m.businessDaysNote('United Kingdom'))).toBeInTheDocument();
    const skipped = within(clock).getByRole('list', { name: m.skippedHeading });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '5 Dec 2026 · Weekend',
      '6 Dec 2026 · Weekend',
      '8 Dec 2026 · We are closed: Company day',
    ]);
    expect(within(clock).getByText(m.publicHolidayCredit)).toBeInTheDocument();
  });

  it('extends the round once: the new end in a toast, then the note instead of the button', async () => {
    let current = orderWith({ clock: makeReviewClock() });
    const { user, api } = renderOrderPage(() => current, {
      'POST /orders/:id/review/extend': () => {
        current = orderWith({
          dueAt: '2026-12-14T09:00:00.000000Z',
          clock: makeReviewClock({
            dueAt: '2026-12-14T09:00:00.000000Z',
            msLeft: 124 * hourMs,
            extendedAt: '2026-12-04T10:00:00.000000Z',
            canExtend: false,
          }),
        });
        return { body: current };
      },
    });
    const review = await findReview();
    await user.click(within(review).getByRole('button', { name: m.extend }));
    expect(await screen.findByText(m.extended('9:00 AM, 14 December, 2026'))).toBeInTheDocument();
    expect(postsTo(api, 'extend')).toHaveLength(1);
    expect(await within(review).findByText(m.extendedNote)).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: m.extend })).not.toBeInTheDocument();
    expect(
      within(review).getByText(m.dueIn('5 business days 4 hours', '9:00 AM, 14 December, 2026')),
    ).toBeInTheDocument();
  });

  it('says why an extension is refused', async () => {
    const { user } = renderOrderPage(() => orderWith({ clock: makeReviewClock() }), {
      'POST /orders/:id/review/extend': {
        status: 409,
        body: { status: 'error', message: m.alreadyExtended },
      },
    });
    const review = await findReview();
    await user.click(within(review).getByRole('button', { name: m.extend }));
    expect(await screen.findByText(m.alreadyExtended)).toBeInTheDocument();
  });

  it('shows a paused clock without a countdown, and reloads the order when the clock moves', async () => {
    let current = orderWith({
      dueAt: null,
      clock: makeReviewClock({
        state: 'paused',
        dueAt: null,
        pausedAt: '2026-12-04T10:00:00.000000Z',
        canExtend: false,
        skippedDays: [],
      }),
    });
    const { api } = renderOrderPage(() => current);
    const review = await findReview();
    expect(within(review).getByText(m.paused)).toBeInTheDocument();
    expect(within(review).queryByRole('meter')).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: m.extend })).not.toBeInTheDocument();

    current = orderWith({ clock: makeReviewClock() });
    const loads = api.callsTo('GET /orders/:id').length;
    await waitFor(() => expect(teamEvents.listeners['order.reviewClockChanged']).toBeDefined());
    teamEvents.listeners['order.reviewClockChanged']?.({ orderId: 8, number: 'DH-10008' });
    expect(await within(review).findByRole('meter')).toBeInTheDocument();
    expect(within(review).queryByText(m.paused)).not.toBeInTheDocument();
    expect(api.callsTo('GET /orders/:id').length).toBeGreaterThan(loads);
  });

  it('reopens an order approved automatically: it is delivered again, under a new clock', async () => {
    const approved = orderWith({
      dueAt: null,
      reopen: {
        autoApprovedAt: '2026-12-09T09:00:00.000000Z',
        until: '2026-12-16T09:00:00.000000Z',
        canReopen: true,
      },
    });
    let current: TOrderResponse = { ...approved, order: { ...approved.order, status: 'approved' } };
    const { user, api } = renderOrderPage(() => current, {
      'POST /orders/:id/review/reopen': () => {
        current = orderWith({
          dueAt: '2026-12-17T09:00:00.000000Z',
          clock: makeReviewClock({ dueAt: '2026-12-17T09:00:00.000000Z', msLeft: 120 * hourMs }),
        });
        return { body: current };
      },
    });
    const card = await screen.findByRole('region', { name: m.reopenHeading }, pageLoad);
    expect(within(card).getByText(m.reopenIntro('9:00 AM, 16 December, 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: m.reopen }));
    expect(await screen.findByText(m.reopened)).toBeInTheDocument();
    expect(postsTo(api, 'reopen')).toHaveLength(1);
    const review = await findReview();
    expect(
      within(review).getByText(m.dueIn('5 business days', '9:00 AM, 17 December, 2026')),
    ).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: orderReviewMessages.approve })).toBeVisible();
    expect(screen.queryByRole('region', { name: m.reopenHeading })).not.toBeInTheDocument();
  });

  it('tells the API once per version which published version the customer has in front of them', async () => {
    const [first] = makeDeliveredOrder().details.deliveries as [TOrderDelivery];
    const deliveries: TOrderDelivery[] = [
      { ...first, previews: [makeSlidePreview({ id: 4 })] },
      { ...first, round: 2, files: [], previews: [makeSlidePreview({ id: 5 })] },
    ];
    const current = orderWith({ clock: makeReviewClock() }, { deliveries });
    const { user, api } = renderOrderPage(() => current, {
      'POST /orders/:id/review/opened': { status: 204, body: undefined },
    });
    const slides = await screen.findByRole(
      'region',
      { name: slidePreviewMessages.review },
      pageLoad,
    );
    await waitFor(() => expect(postsTo(api, 'opened')).toHaveLength(1));
    expect(postsTo(api, 'opened')[0]?.body).toEqual({ round: 2 });

    const version = within(slides).getByRole('combobox', { name: slidePreviewMessages.version });
    await user.selectOptions(version, '1');
    await waitFor(() => expect(postsTo(api, 'opened')).toHaveLength(2));
    await user.selectOptions(version, '2');
    teamEvents.listeners['order.reviewClockChanged']?.({ orderId: 8, number: 'DH-10008' });
    await waitFor(() => expect(api.callsTo('GET /orders/:id').length).toBeGreaterThan(1));
    expect(postsTo(api, 'opened').map((call) => call.body)).toEqual([{ round: 2 }, { round: 1 }]);
  });

  it('shows a review reminder on any page of the account, with a way to the order', async () => {
    fakeApi({ 'GET /init': { body: init }, 'GET /countries/names': { body: [] } });
    renderApp({ route: '/my-profile/user-details', init });
    await waitFor(() => expect(teamEvents.listeners['order.reviewReminder']).toBeDefined());
    teamEvents.listeners['order.reviewReminder']?.({
      orderId: 8,
      number: 'DH-10008',
      dueAt: '2026-12-09T09:00:00.000000Z',
      msLeft: 4 * hourMs,
    });
    const toast = (await screen.findByText(m.reminderToast('DH-10008', '4 hours'))).closest(
      '[data-kind]',
    ) as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/my-profile/orders/8',
    );
  });
});
