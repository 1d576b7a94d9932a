import { subscriptionMessages as m, type TInitPopup } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SubscriptionOfferPopup } from './subscription-offer-popup';

const offer: TInitPopup = { key: 'onlineSubscriptions', orders: 4, days: 60 };
const upsell: TInitPopup = {
  key: 'upsell',
  amount: 2500,
  slides: 80,
  discount: 200,
  percentage: 8,
};
const ordersList = '/my-profile/orders';
const title = { name: m.offerTitle };
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function stubApi() {
  return fakeApi({
    'PUT /customers/settings': ({ body }) => ({ body: body as Record<string, unknown> }),
  });
}

beforeEach(() => window.localStorage.clear());

describe('onlineSubscriptionsPopup (§3 modal flag): the online subscription offer', () => {
  it('is offered once on the orders list to a frequent orderer without a plan', async () => {
    const api = stubApi();
    const settings = { sharing_order_seen: true };
    const init = makeInit({ user: makeUser({ settings }), popups: [offer] });
    const view = renderWithProviders(<SubscriptionOfferPopup />, { route: ordersList, init });
    const dialog = await screen.findByRole('dialog', title);
    expect(dialog).toHaveTextContent(m.offerText(4, 60));
    expect(within(dialog).getByRole('link', { name: m.offerAction })).toHaveAttribute(
      'href',
      '/my-profile/billing/subscription/purchase',
    );
    await view.user.click(within(dialog).getByRole('button', { name: m.offerDismiss }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('PUT /customers/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /customers/settings')[0]?.body).toEqual({
      ...settings,
      modals: { onlineSubscriptionsPopup: true },
    });
    view.unmount();

    // Answered on another device: the flag is in the settings (and the server stops offering it).
    const answered = makeUser({ settings: { modals: { onlineSubscriptionsPopup: true } } });
    renderWithProviders(<SubscriptionOfferPopup />, {
      route: ordersList,
      init: makeInit({ user: answered, popups: [offer] }),
    });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a team with a plan', makeUser({ subscription: true }), [offer], ordersList],
    ['a manager who cannot buy it', makeUser({ manageCredits: false }), [offer], ordersList],
    ['someone who does not order often', makeUser(), [], ordersList],
    ['another page', makeUser(), [offer], '/my-profile/team'],
    ['a visit with the upsell offer pending', makeUser(), [upsell, offer], ordersList],
  ])('is not shown to %s', async (_case, user, popups, route) => {
    stubApi();
    renderWithProviders(<SubscriptionOfferPopup />, { route, init: makeInit({ user, popups }) });
    await settle();
    expect(screen.queryByRole('dialog', title)).toBeNull();
  });
});
