import { creditMessages as m, type TOrderConfirmation } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { packs } from '@/test/pricing-fixtures';
import { renderWithProviders } from '@/test/render';
import { CouldSavePopup } from './could-save-popup';

const order = (overrides: Partial<TOrderConfirmation> = {}): TOrderConfirmation => ({
  id: 42,
  number: 'DH-10042',
  status: 'received',
  flowKey: 'order-now',
  treatment: 'redesign',
  slides: 10,
  turnaround: null,
  promisedDeliveryAt: null,
  timezone: 'Europe/Copenhagen',
  price: {
    currency: 'USD',
    lines: [],
    subtotal: 45_000,
    discount: 0,
    vatRate: 0,
    vat: 0,
    total: 45_000,
    capacitySlides: null,
  },
  paymentMethod: 'card',
  createdAt: '2026-05-04T10:00:00.000Z',
  ...overrides,
});

const title = { name: m.couldSaveTitle };

function stubApi() {
  return fakeApi({
    'GET /billing/credit-packages': { body: { packages: packs } },
    'PUT /customers/settings': ({ body }) => ({ body: body as Record<string, unknown> }),
  });
}

describe('couldSavePopup (§3 modal flag): what a pack would have saved on a card order', () => {
  it('shows the best pack’s saving on a card order, once, and keeps the other settings', async () => {
    const api = stubApi();
    const settings = { sharing_order_seen: true, theme: 'dark' };
    const init = makeInit({ user: makeUser({ settings }) });
    const view = renderWithProviders(<CouldSavePopup order={order()} />, { init });
    const dialog = await screen.findByRole('dialog', title);
    expect(dialog).toHaveTextContent(
      m.couldSaveText({ saving: '$45.00', pack: 'Gold', percentage: 10 }),
    );
    expect(within(dialog).getByRole('link', { name: m.couldSaveAction })).toHaveAttribute(
      'href',
      '/my-profile/billing/credits',
    );
    await view.user.click(within(dialog).getByRole('button', { name: m.couldSaveDismiss }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('PUT /customers/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /customers/settings')[0]?.body).toEqual({
      ...settings,
      modals: { couldSavePopup: true },
    });
    view.unmount();

    // Another order, another device: the flag came back with the user's settings.
    const seen = makeInit({ user: makeUser({ settings: { modals: { couldSavePopup: true } } }) });
    renderWithProviders(<CouldSavePopup order={order()} />, { init: seen });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['paid with credits', order({ paymentMethod: 'credits' }), makeUser()],
    ['on invoice', order({ paymentMethod: 'invoice' }), makeUser()],
    ['on the subscription', order({ paymentMethod: 'subscription' }), makeUser()],
    ['waiting for the bank', order({ status: 'awaitingPayment' }), makeUser()],
    ['for a manager who cannot buy packs', order(), makeUser({ manageCredits: false })],
  ])('is not shown for an order %s', async (_case, placed, user) => {
    const api = stubApi();
    renderWithProviders(<CouldSavePopup order={placed} />, { init: makeInit({ user }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PUT /customers/settings')).toHaveLength(0);
  });

  it('is not shown when no pack saves anything', async () => {
    stubApi();
    const tiny = order();
    renderWithProviders(
      <CouldSavePopup order={{ ...tiny, price: tiny.price && { ...tiny.price, total: 4 } }} />,
      { init: makeInit({ user: makeUser() }) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
