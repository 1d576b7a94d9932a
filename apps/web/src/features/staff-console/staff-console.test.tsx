import {
  endpoints,
  reviewPinMessages,
  slidePreviewMessages,
  type TReviewPin,
  type TSlidePreview,
  type TStaffOrderResponse,
  type TStaffOrdersResponse,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { staffEvents, withFakeTeamEvents } from '@/test/fake-team-events';
import {
  makeInit,
  makePinPlacement,
  makeReviewPin,
  makeSlidePreview,
  makeStaff,
  makeUser,
} from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };

const queue: TStaffOrdersResponse = {
  items: [
    {
      id: 3,
      number: 'DH-10003',
      status: 'received',
      flowKey: 'order-now',
      flowName: 'Order now',
      treatment: 'redesign',
      slides: 12,
      promisedDeliveryAt: '2026-11-30T17:00:00.000000Z',
      timezone: 'Europe/London',
      total: 18_000,
      currency: 'USD',
      paymentMethod: 'invoice',
      placedBy: 'Olivia Owens',
      createdAt: '2026-11-25T10:00:00.000000Z',
      team: { id: 2, name: 'Northwind Studio' },
    },
  ],
  total: 1,
  page: 1,
  limit: 5,
};

function staffOrder(status: 'received' | 'inProgress', actions: TStaffOrderResponse['actions']) {
  const row = queue.items[0] as TStaffOrdersResponse['items'][number];
  return {
    order: {
      id: 3,
      number: 'DH-10003',
      status,
      flowKey: 'order-now',
      treatment: 'redesign',
      slides: 12,
      turnaround: '72h',
      promisedDeliveryAt: row.promisedDeliveryAt,
      timezone: 'Europe/London',
      price: null,
      paymentMethod: 'invoice',
      createdAt: row.createdAt,
    },
    details: {
      flowName: 'Order now',
      placedBy: 'Olivia Owens',
      placedByUserId: 12,
      turnaroundName: '72 hours',
      timeline: [],
      files: [],
      googleSlidesUrls: [],
      useSharingLinks: false,
      brief: 'Keep our colours.',
      style: { type: null, templateName: null },
      customFields: [],
      poNumber: null,
      deliveries: [],
      review: null,
      lateDeliveryCredit: null,
      extras: [],
      comments: [],
      feedback: null,
    },
    team: { id: 2, name: 'Northwind Studio', customerType: 'returning' },
    placedByEmail: 'owner@example.com',
    currency: 'USD',
    actions,
    feedback: null,
  } satisfies TStaffOrderResponse;
}

/** An order in progress whose first delivery has this preview of its deck. */
function deliveredOrder(preview: TSlidePreview): TStaffOrderResponse {
  const base = staffOrder('inProgress', ['deliver', 'cancel']);
  return {
    ...base,
    details: {
      ...base.details,
      deliveries: [
        {
          round: 1,
          note: null,
          at: '2026-12-01T09:00:00.000000Z',
          late: false,
          draft: false,
          files: [],
          previews: [preview],
        },
      ],
    },
  };
}

describe('the staff console', { timeout: 20000 }, () => {
  it('prices a requested quote: the total in cents and the promise in UTC', async () => {
    const init = makeInit({ user: makeStaff() });
    let current = staffOrder('received', ['price', 'cancel']);
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /staff/orders/:id': () => ({ body: current }),
      'POST /staff/orders/:id/quote': () => {
        current = staffOrder('received', ['cancel']);
        return { body: current };
      },
    });
    const { user } = renderApp({ route: '/staff/orders/3', init });
    const work = await screen.findByRole('region', { name: 'Work' }, pageLoad);
    await user.click(within(work).getByRole('button', { name: 'Price quote' }));
    await user.click(within(work).getByRole('button', { name: 'Send quote' }));
    expect(await within(work).findByText('Enter the price.')).toBeInTheDocument();
    expect(within(work).getByText('Choose the promised delivery.')).toBeInTheDocument();
    await user.type(within(work).getByRole('textbox', { name: /Price \(USD\)/ }), '4500.5');
    await user.type(within(work).getByLabelText(/Promised delivery/), '2026-12-04T17:00');
    await user.click(within(work).getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Quote sent to the customer.')).toBeInTheDocument();
    const body = api.callsTo('POST /staff/orders/:id/quote')[0]?.body as {
      total: number;
      promisedDeliveryAt: string;
    };
    expect(body.total).toBe(450_050);
    expect(body.promisedDeliveryAt).toBe(new Date('2026-12-04T17:00').toISOString());
  });

  it('lists the open orders of every team and filters by status in the query string', async () => {
    const init = makeInit({ user: makeStaff() });
    const api = fakeApi({ 'GET /init': { body: init }, 'GET /staff/orders': { body: queue } });
    const { user } = renderApp({ route: '/staff', init });
    const link = await screen.findByRole('link', { name: 'Order DH-10003' }, pageLoad);
    expect(link).toHaveAttribute('href', '/staff/orders/3');
    expect(screen.getByText('Northwind Studio')).toBeInTheDocument();
    expect(api.callsTo('GET /staff/orders')[0]?.query).toMatchObject({ status: 'open' });
    await user.selectOptions(screen.getByLabelText('Show'), 'Approved');
    await screen.findByRole('link', { name: 'Order DH-10003' });
    expect(api.callsTo('GET /staff/orders').at(-1)?.query).toMatchObject({ status: 'approved' });
  });

  it('reloads the queue and the open order on the staff channel’s events', async () => {
    const init = makeInit({ user: makeStaff() });
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /staff/orders': { body: queue },
      'GET /staff/orders/:id': { body: staffOrder('received', ['start', 'cancel']) },
    });
    renderApp({ route: '/staff', init });
    await screen.findByRole('link', { name: 'Order DH-10003' }, pageLoad);
    await waitFor(() => expect(staffEvents.listeners['order.statusChanged']).toBeDefined());
    const loads = api.callsTo('GET /staff/orders').length;
    staffEvents.listeners['order.statusChanged']?.({
      orderId: 4,
      number: 'DH-10004',
      from: null,
      to: 'received',
      at: '2026-11-26T10:00:00.000000Z',
    });
    await waitFor(() => expect(api.callsTo('GET /staff/orders').length).toBeGreaterThan(loads));
  });

  it('sends customers away from the console', async () => {
    const init = makeInit({ user: makeUser({ customerRole: 'owner' }) });
    const api = fakeApi({ 'GET /init': { body: init } });
    renderApp({ route: '/staff', init });
    await screen.findByRole('heading', { level: 1 }, pageLoad);
    expect(api.callsTo('GET /staff/orders')).toHaveLength(0);
  });

  it('starts the work on an order and offers the delivery once it is in progress', async () => {
    const init = makeInit({ user: makeStaff() });
    let current = staffOrder('received', ['start', 'cancel']);
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /staff/orders/:id': () => ({ body: current }),
      'POST /staff/orders/:id/transitions': (call: TFakeApiCall) => {
        expect(call.body).toEqual({ to: 'inProgress' });
        current = staffOrder('inProgress', ['deliver', 'cancel']);
        return { body: current };
      },
    });
    const { user } = renderApp({ route: '/staff/orders/3', init });
    expect(
      await screen.findByRole('heading', { name: 'Order DH-10003' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Team: Northwind Studio · owner@example.com')).toBeInTheDocument();
    const work = screen.getByRole('region', { name: 'Work' });
    expect(within(work).queryByRole('button', { name: 'Deliver files' })).toBeNull();
    await user.click(within(work).getByRole('button', { name: 'Start work' }));
    expect(await screen.findByText('Work started.')).toBeInTheDocument();
    await user.click(await within(work).findByRole('button', { name: 'Deliver files' }));
    expect(within(work).getByLabelText('Files to deliver')).toBeInTheDocument();
    await user.click(within(work).getByRole('button', { name: 'Deliver files' }));
    expect(
      await within(work).findByText('Upload at least one file to deliver.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /staff/orders/:id/deliveries')).toHaveLength(0);
  });

  it('tries a failed preview again and reloads the order as its rendering moves on', async () => {
    const init = makeInit({ user: makeStaff() });
    const order = deliveredOrder({
      ...makeSlidePreview({
        id: 5,
        fileName: 'Final deck.pdf',
        status: 'failed',
        slideCount: 0,
        reason: slidePreviewMessages.timedOut,
      }),
      slideCount: null,
    });
    const [failed] = order.details.deliveries[0]?.previews ?? [];
    if (!failed) throw new Error('sample preview missing');
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /staff/orders/:id': { body: order },
      'POST /staff/orders/:id/previews/:previewId/retry': {
        body: { ...failed, status: 'queued', reason: null },
      },
    });
    const { user } = renderApp({ route: '/staff/orders/3', init });
    const review = await screen.findByRole(
      'region',
      { name: slidePreviewMessages.review },
      pageLoad,
    );
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      slidePreviewMessages.timedOut,
    );
    await user.click(within(review).getByRole('button', { name: slidePreviewMessages.retry }));
    expect(await screen.findByText(slidePreviewMessages.retried)).toBeInTheDocument();
    const retries = api.calls.filter(
      (call) => call.method === 'POST' && call.path === endpoints.staff.previewRetry(3, 5),
    );
    expect(retries).toHaveLength(1);

    await waitFor(() => expect(staffEvents.listeners['order.previewChanged']).toBeDefined());
    const loads = api.callsTo('GET /staff/orders/:id').length;
    staffEvents.listeners['order.previewChanged']?.({
      orderId: 3,
      previewId: 5,
      status: 'queued',
      slidesDone: 0,
      slideCount: null,
    });
    await waitFor(() => expect(api.callsTo('GET /staff/orders/:id').length).toBeGreaterThan(loads));
  });

  it('shows the comments on the slides with their writers’ names and reloads them live', async () => {
    const init = makeInit({ user: makeStaff() });
    const order = deliveredOrder(
      makeSlidePreview({ id: 5, fileName: 'Final deck.pdf', slideCount: 1 }),
    );
    const pin = (id: number, authorName: string, fromStaff: boolean): TReviewPin =>
      makeReviewPin({
        id,
        authorName,
        fromStaff,
        isOwn: false,
        body: `Comment by ${authorName}`,
        placements: [makePinPlacement({ previewId: 5, w: 0.2, h: 0.1 })],
      });
    let pins = [pin(1, 'Olivia Owens', false)];
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /staff/orders/:id': { body: order },
      'GET /orders/:id/pins': () => ({ body: { pins } }),
    });
    renderApp({ route: '/staff/orders/3', init });
    const list = await screen.findByRole('region', { name: reviewPinMessages.heading }, pageLoad);
    expect(await within(list).findByText('Comment by Olivia Owens')).toBeInTheDocument();
    expect(api.callsTo('GET /orders/:id/pins')[0]?.params).toEqual({ id: '3' });

    pins = [...pins, pin(2, 'Priya Natarajan', true)];
    await waitFor(() => expect(staffEvents.listeners['order.pinsChanged']).toBeDefined());
    staffEvents.listeners['order.pinsChanged']?.({ orderId: 3, pinId: 2, byStaff: false });
    expect(await within(list).findByText('Comment by Priya Natarajan')).toBeInTheDocument();
    // Staff read their colleagues' names, not the customer's 'Deckhand'.
    expect(within(list).getByText('Priya Natarajan')).toBeInTheDocument();
    expect(within(list).getByText(reviewPinMessages.openCount(2))).toBeInTheDocument();
  });
});
