import {
  reviewClockMessages as m,
  slidePreviewMessages,
  type TOrderDelivery,
  type TOrderReview,
  type TStaffOrderResponse,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { staffEvents, withFakeTeamEvents } from '@/test/fake-team-events';
import {
  makeDeliveredOrder,
  makeInit,
  makeReviewClock,
  makeSlidePreview,
  makeStaff,
  makeStaffOrder,
} from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };
const init = makeInit({ user: makeStaff() });

/** Order 8 as staff read it, its review changed (a clock, a reopen offer) and its slides shown. */
function staffOrderWith(review: Partial<TOrderReview>): TStaffOrderResponse {
  const { details } = makeDeliveredOrder();
  const [first] = details.deliveries as [TOrderDelivery];
  return makeStaffOrder({
    review: { ...(details.review as TOrderReview), ...review },
    deliveries: [{ ...first, previews: [makeSlidePreview({ id: 4 })] }],
  });
}

function renderStaffOrder(current: () => TStaffOrderResponse) {
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /staff/orders/:id': () => ({ body: current() }),
    'GET /orders/:id/pins': { body: { pins: [] } },
  });
  return { ...renderApp({ route: '/staff/orders/8', init }), api };
}

const openedPings = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path.endsWith('/review/opened'));

describe('the review clock in the staff console', { timeout: 20000 }, () => {
  it('is read-only, and staff looking at the slides is no "opened" of the customer’s', async () => {
    let current = staffOrderWith({ clock: makeReviewClock() });
    const { api } = renderStaffOrder(() => current);
    const clock = await screen.findByRole('region', { name: m.heading }, pageLoad);
    expect(
      within(clock).getByText(m.dueIn('2 business days 4 hours', '9:00 AM, 09 December, 2026')),
    ).toBeInTheDocument();
    expect(within(clock).getByRole('list', { name: m.skippedHeading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.extend })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: slidePreviewMessages.slideLabel(1, 2) }),
    ).toBeInTheDocument();
    expect(openedPings(api)).toHaveLength(0);

    current = staffOrderWith({
      dueAt: null,
      clock: makeReviewClock({ state: 'stopped', dueAt: null, canExtend: false, skippedDays: [] }),
    });
    const loads = api.callsTo('GET /staff/orders/:id').length;
    await waitFor(() => expect(staffEvents.listeners['order.reviewClockChanged']).toBeDefined());
    staffEvents.listeners['order.reviewClockChanged']?.({ orderId: 8, number: 'DH-10008' });
    expect(await within(clock).findByText(m.stopped)).toBeInTheDocument();
    expect(api.callsTo('GET /staff/orders/:id').length).toBeGreaterThan(loads);
    expect(openedPings(api)).toHaveLength(0);
  });

  it('shows an automatic approval that may be reopened, without the customer’s button', async () => {
    const order = staffOrderWith({
      dueAt: null,
      reopen: {
        autoApprovedAt: '2026-12-09T09:00:00.000000Z',
        until: '2026-12-16T09:00:00.000000Z',
        canReopen: true,
      },
    });
    renderStaffOrder(() => ({ ...order, order: { ...order.order, status: 'approved' } }));
    const card = await screen.findByRole('region', { name: m.reopenHeading }, pageLoad);
    expect(within(card).getByText(m.reopenIntro('9:00 AM, 16 December, 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.reopen })).not.toBeInTheDocument();
  });
});
