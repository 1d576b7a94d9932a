import type { TOrderResponse } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };
const fileId = '00000000-0000-4000-8000-000000000001';

const answer: TOrderResponse = {
  order: {
    id: 5,
    number: 'DH-10005',
    status: 'received',
    flowKey: 'order-now',
    treatment: 'redesign',
    slides: 18,
    turnaround: '72h',
    promisedDeliveryAt: '2026-11-30T17:00:00.000000Z',
    timezone: 'Europe/London',
    price: {
      currency: 'USD',
      lines: [{ key: 'treatment', label: '18 slides · Redesign', amount: 27_000 }],
      subtotal: 27_000,
      discount: 0,
      vatRate: 0,
      vat: 0,
      total: 27_000,
      capacitySlides: null,
    },
    paymentMethod: 'invoice',
    createdAt: '2026-11-25T10:00:00.000000Z',
  },
  details: {
    flowName: 'Order now',
    placedBy: 'Olivia Owens',
    placedByUserId: 12,
    turnaroundName: '72 hours',
    timeline: [
      {
        from: null,
        to: 'received',
        at: '2026-11-25T10:00:00.000000Z',
        by: 'Olivia Owens',
        note: null,
      },
    ],
    files: [
      {
        id: fileId,
        name: 'kickoff.pptx',
        link: `/v1/uploads/${fileId}/content`,
        date: '2026-11-25T09:58:00.000000Z',
        status: 'complete',
        sizeBytes: 2_400_000,
        tag: 'orderFiles',
      },
    ],
    googleSlidesUrls: ['https://docs.google.com/presentation/d/abc/edit'],
    useSharingLinks: false,
    brief: 'Sales kickoff: keep our colours.',
    style: { type: 'template', templateName: 'Northwind pitch' },
    customFields: [{ label: 'Cost centre', answer: 'CC-42' }],
    poNumber: 'PO-7',
    deliveries: [],
    review: null,
    lateDeliveryCredit: null,
    extras: [],
    comments: [],
    feedback: null,
  },
};

function renderOrder(route: string, reply: Parameters<typeof fakeApi>[0] = {}) {
  const init = makeInit({ user: makeUser({ customerRole: 'admin' }) });
  const api = fakeApi({ 'GET /init': { body: init }, ...reply });
  return { ...renderApp({ route, init }), api };
}

describe('the order page', { timeout: 20000 }, () => {
  it('shows what was ordered, the files sent, the brief, the price and the timeline', async () => {
    renderOrder('/my-profile/orders/5', { 'GET /orders/:id': { body: answer } });
    expect(
      await screen.findByRole('heading', { name: 'Order DH-10005', level: 1 }, pageLoad),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('5:00 PM, 30 November, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('Saved style template: Northwind pitch')).toBeInTheDocument();
    expect(within(summary).getByText('CC-42')).toBeInTheDocument();
    expect(within(summary).getByText('PO-7')).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Your files' });
    expect(within(files).getByRole('link', { name: 'kickoff.pptx' })).toHaveAttribute(
      'href',
      `/v1/uploads/${fileId}/content`,
    );
    expect(within(files).getByText('2.3 MB')).toBeInTheDocument();
    expect(screen.getByText('Sales kickoff: keep our colours.')).toBeInTheDocument();
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText('18 slides · Redesign')).toBeInTheDocument();
    expect(within(price).getAllByText('$270.00')).toHaveLength(2);
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(
      within(timeline).getByText('10:00 AM, 25 November, 2026 · Olivia Owens'),
    ).toBeInTheDocument();
  });

  it('says an order of another team, or none, is not found', async () => {
    renderOrder('/my-profile/orders/99', {
      'GET /orders/:id': { status: 404, body: { status: 'error', message: 'Order not found' } },
    });
    expect(await screen.findByText(/does not exist/, {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/my-profile/orders',
    );
  });

  it('does not ask the server for an id that is not a number', async () => {
    const { api } = renderOrder('/my-profile/orders/abc');
    expect(await screen.findByText(/does not exist/, {}, pageLoad)).toBeInTheDocument();
    expect(api.callsTo('GET /orders/:id')).toHaveLength(0);
  });
});
