import { formatMinorUnits, quoteMessages, type TOrderResponse } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };

const quoted: TOrderResponse = {
  order: {
    id: 4,
    number: 'DH-10004',
    status: 'quoted',
    flowKey: 'quote',
    treatment: 'customDesign',
    slides: 60,
    turnaround: '5d',
    promisedDeliveryAt: '2026-12-04T17:00:00.000000Z',
    timezone: 'Europe/London',
    price: {
      currency: 'USD',
      lines: [{ key: 'quote', label: 'Quote · 60 slides', amount: 450_000 }],
      subtotal: 450_000,
      discount: 0,
      vatRate: 0,
      vat: 0,
      total: 450_000,
      capacitySlides: null,
    },
    paymentMethod: null,
    createdAt: '2026-11-25T10:00:00.000000Z',
  },
  details: {
    flowName: 'Get a quote',
    placedBy: 'Olivia Owens',
    placedByUserId: 12,
    turnaroundName: '5 days',
    timeline: [],
    files: [],
    googleSlidesUrls: [],
    useSharingLinks: false,
    brief: 'Investor roadshow',
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
};

function renderQuote(role: 'owner' | 'manager') {
  const init = makeInit({
    user: makeUser({
      customerRole: role,
      manageCredits: role === 'owner',
      seeCreditBalance: role === 'owner',
    }),
  });
  let current = quoted;
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /orders/:id': () => ({ body: current }),
    'GET /billing/payment-methods': { body: [] },
    'POST /orders/:id/quote': (call: TFakeApiCall) => {
      const body = call.body as { decision: string; payment?: { method: 'invoice' } };
      current = {
        ...current,
        order: {
          ...current.order,
          status: body.decision === 'accept' ? 'received' : 'cancelled',
          paymentMethod: body.payment?.method ?? null,
        },
      };
      return { body: { order: current.order, payment: null } };
    },
  });
  return { ...renderApp({ route: '/my-profile/orders/4', init }), api };
}

describe('a priced quote on the order page', { timeout: 20000 }, () => {
  it('is accepted and paid by invoice with a PO number', async () => {
    const { user, api } = renderQuote('owner');
    const card = await screen.findByRole('region', { name: 'Your quote' }, pageLoad);
    expect(within(card).getByText(formatMinorUnits(450_000, 'USD'))).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: 'Pay by invoice' }));
    await user.type(within(card).getByRole('textbox', { name: 'PO number' }), 'PO-12');
    await user.click(within(card).getByRole('button', { name: 'Accept and pay' }));
    expect(await screen.findByText(quoteMessages.accepted)).toBeInTheDocument();
    const [call] = api.callsTo('POST /orders/:id/quote');
    expect(call?.body).toMatchObject({
      decision: 'accept',
      payment: { method: 'invoice', poNumber: 'PO-12' },
    });
    expect((call?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    expect(await screen.findByText('Received')).toBeInTheDocument();
  });

  it('cannot be paid by a manager, who may still decline it after confirming', async () => {
    const { user, api } = renderQuote('manager');
    const card = await screen.findByRole('region', { name: 'Your quote' }, pageLoad);
    expect(within(card).queryByRole('button', { name: 'Accept and pay' })).toBeNull();
    expect(within(card).getByText(/your role cannot pay/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Decline quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText(quoteMessages.declined)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/quote')[0]?.body).toEqual({ decision: 'decline' });
  });
});
