import {
  accountMessages,
  subscriptionMessages as m,
  sandboxCardMessageType,
  type TPaymentMethodsResponse,
  type TPaymentResult,
  type TSubscription,
} from '@deckhand/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { proPlan } from '@/test/pricing-fixtures';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pageLoad = { timeout: 15_000 };
const wholeApp = { timeout: 20000 };

const subscription = (overrides: Partial<TSubscription> = {}): TSubscription => ({
  id: 4,
  planKey: 'pro',
  planName: 'Pro',
  status: 'active',
  currentPeriodStart: '2026-11-01T10:00:00.000000Z',
  currentPeriodEnd: '2026-12-01T10:00:00.000000Z',
  cancelAtPeriodEnd: false,
  pausedAt: null,
  amount: 49_900,
  currency: 'USD',
  intervalMonths: 1,
  methodLabel: 'Visa •••• 4242',
  cardLast4: '4242',
  renewalRetryUntil: null,
  ...overrides,
});

const cards: TPaymentMethodsResponse = [
  {
    kind: 'card',
    id: 21,
    default: true,
    vat: null,
    brand: 'visa',
    last4: '4242',
    expirationMonth: 4,
    expirationYear: 2030,
  },
  {
    kind: 'card',
    id: 22,
    default: false,
    vat: null,
    brand: 'mastercard',
    last4: '0002',
    expirationMonth: 9,
    expirationYear: 2029,
  },
];

const paymentResult = (status: 'succeeded' | 'failed' = 'succeeded'): TPaymentResult => ({
  payment: {
    id: 90,
    purpose: 'subscription',
    status,
    description: 'Pro plan, monthly',
    amount: 49_900,
    currency: 'USD',
    methodLabel: 'Visa •••• 4242',
    failureMessage: null,
    createdAt: '2026-11-23T10:00:00.000000Z',
    paidAt: '2026-11-23T10:00:00.000000Z',
    receiptAvailable: true,
  },
});

function renderAt(route: string, routes: TFakeRoutes, user = makeUser()) {
  const api = fakeApi({
    'GET /billing/subscription-plans': { body: { plans: [proPlan] } },
    'GET /billing/payment-methods': { body: cards },
    ...routes,
  });
  const view = renderApp({ route, init: makeInit({ user }) });
  return { ...view, api };
}

describe('my plan page', wholeApp, () => {
  it('offers the Pro plan to a team without a subscription', async () => {
    renderAt('/my-profile/billing/subscription', {
      'GET /billing/subscription': { body: { subscription: null, contractPlan: null } },
    });
    const card = await screen.findByRole('region', { name: 'The Pro plan' }, pageLoad);
    expect(card).toHaveTextContent('$499.00');
    expect(card).toHaveTextContent('per month');
    expect(card).toHaveTextContent('10-hour turnaround');
    expect(card).toHaveTextContent('Priority project management');
    expect(within(card).getByRole('link', { name: m.getPro })).toHaveAttribute(
      'href',
      '/my-profile/billing/subscription/purchase',
    );
  });

  it('shows the subscription and pauses it after a confirmation', async () => {
    const { api, user } = renderAt('/my-profile/billing/subscription', {
      'GET /billing/subscription': { body: { subscription: subscription(), contractPlan: null } },
      'POST /billing/subscription/pause': {
        body: {
          subscription: subscription({
            status: 'paused',
            pausedAt: '2026-11-23T10:00:00.000000Z',
          }),
          message: m.paused,
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Your Pro plan' }, pageLoad);
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Next renewal');
    expect(screen.queryByText(m.renewalRetrying)).toBeNull();
    expect(card).toHaveTextContent('1 December 2026');
    expect(card).toHaveTextContent('Visa •••• 4242');
    expect(within(card).queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: m.pauseTitle });
    expect(api.callsTo('POST /billing/subscription/pause')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: m.pauseConfirm }));
    await waitFor(() => expect(api.callsTo('POST /billing/subscription/pause')).toHaveLength(1));
    expect(await screen.findByText(m.paused)).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('Paused'));
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('cancels at the end of the period', async () => {
    const { api, user } = renderAt('/my-profile/billing/subscription', {
      'GET /billing/subscription': { body: { subscription: subscription(), contractPlan: null } },
      'POST /billing/subscription/cancel': {
        body: { subscription: subscription({ cancelAtPeriodEnd: true }), message: m.cancelled },
      },
    });
    const card = await screen.findByRole('region', { name: 'Your Pro plan' }, pageLoad);
    await user.click(within(card).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: m.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: m.cancelConfirm }));
    await waitFor(() => expect(api.callsTo('POST /billing/subscription/cancel')).toHaveLength(1));
    await waitFor(() => expect(card).toHaveTextContent('Ends on'));
    expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('says a renewal waits for the bank, without the overdue state (issue 32)', async () => {
    renderAt('/my-profile/billing/subscription', {
      'GET /billing/subscription': {
        body: {
          subscription: subscription({ renewalRetryUntil: '2026-12-04T10:00:00.000000Z' }),
          contractPlan: null,
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Your Pro plan' }, pageLoad);
    expect(within(card).getByRole('status')).toHaveTextContent(m.renewalRetrying);
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Renewal due since');
    expect(card).toHaveTextContent('1 December 2026');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).toBeNull();
  });

  it('shows the overdue state with Pay now and the saved cards', async () => {
    renderAt('/my-profile/billing/subscription', {
      'GET /billing/subscription': {
        body: { subscription: subscription({ status: 'pastDue' }), contractPlan: null },
      },
    });
    const alert = await screen.findByRole('alert', {}, pageLoad);
    expect(alert).toHaveTextContent(m.overdueTitle);
    expect(alert).toHaveTextContent(m.overdueText);
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    expect(screen.getByRole('button', { name: `${m.payNow} ($499.00)` })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Your Pro plan' })).toHaveTextContent(
      'Payment overdue',
    );
  });
});

describe('buying the Pro plan', wholeApp, () => {
  it('pays with the chosen card once per attempt and lands on the thank-you page', async () => {
    const subscribed = makeUser({
      subscription: true,
      subscriptionType: 'pro',
      subscriptionProducts: ['pro'],
      hasDailyCapacity: true,
      customerType: 'subscription',
    });
    let paid = false;
    const { api, user, router } = renderAt('/my-profile/billing/subscription/purchase', {
      'GET /billing/subscription': () => ({
        body: { subscription: paid ? subscription() : null, contractPlan: null },
      }),
      'POST /billing/subscription': () => {
        paid = true;
        return { body: paymentResult() };
      },
      'GET /init': { body: makeInit({ user: subscribed }) },
    });
    expect(await screen.findByRole('heading', { name: m.purchaseHeading }, pageLoad)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'The Pro plan' })).toHaveTextContent(
      '$499.00',
    );
    await user.click(await screen.findByRole('radio', { name: 'Mastercard •••• 0002' }));
    await user.click(screen.getByRole('button', { name: 'Pay $499.00' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-profile/billing/subscription/thank-you'),
    );
    const [call] = api.callsTo('POST /billing/subscription');
    expect(call?.body).toMatchObject({ planKey: 'pro', paymentMethodId: 22 });
    expect(call?.body).toMatchObject({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(
      await screen.findByRole('heading', { name: 'Thank you for choosing Pro!' }),
    ).toBeVisible();
    expect(screen.getByText(/^Your Pro plan is active\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.thankYouOrderLink })).toHaveAttribute(
      'href',
      '/order-now',
    );
    // The user was read again: the sidebar shows the subscription variant's banner.
    expect(await screen.findByText(accountMessages.enterpriseBanner)).toBeInTheDocument();
  });

  it('keeps the page and makes a new key after a declined card', async () => {
    let attempt = 0;
    const { api, user, router } = renderAt('/my-profile/billing/subscription/purchase', {
      'GET /billing/subscription': { body: { subscription: null, contractPlan: null } },
      'POST /billing/subscription': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 400, body: { status: 'error', message: 'Your card was declined.' } }
          : { body: paymentResult() };
      },
    });
    const pay = await screen.findByRole('button', { name: 'Pay $499.00' }, pageLoad);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked(),
    );
    await user.click(pay);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-profile/billing/subscription/purchase');
    await user.click(screen.getByRole('button', { name: 'Pay $499.00' }));
    await waitFor(() => expect(api.callsTo('POST /billing/subscription')).toHaveLength(2));
    const keys = api
      .callsTo('POST /billing/subscription')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('tells a team that already has a subscription', async () => {
    renderAt('/my-profile/billing/subscription/purchase', {
      'GET /billing/subscription': { body: { subscription: subscription(), contractPlan: null } },
    });
    expect(await screen.findByText(m.alreadySubscribed, {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('is not open to a member without manageCredits', async () => {
    renderAt(
      '/my-profile/billing/subscription/purchase',
      {},
      makeUser({ customerRole: 'manager', manageCredits: false, seeCreditBalance: false }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull());
    expect(screen.queryByRole('heading', { name: m.purchaseHeading })).toBeNull();
  });

  it('adds a card through the card form, chooses it and pays with it', async () => {
    let saved = false;
    const added = { ...cards[0], id: 30, default: false, last4: '5556' } as (typeof cards)[number];
    const { user, api, router } = renderAt('/my-profile/billing/subscription/purchase', {
      'GET /billing/subscription': { body: { subscription: null, contractPlan: null } },
      'GET /billing/payment-methods': () => ({ body: saved ? [...cards, added] : cards }),
      'POST /billing/payment-methods': () => {
        saved = true;
        return { status: 201, body: added };
      },
      'POST /billing/subscription': { body: paymentResult() },
    });
    await screen.findByRole('button', { name: 'Pay $499.00' }, pageLoad);
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            type: sandboxCardMessageType,
            token: 'tok_sandbox_a.b',
            brand: 'visa',
            last4: '5556',
          },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByRole('radio', { name: 'Visa •••• 5556' })).toBeChecked();
    expect(api.callsTo('POST /billing/payment-methods')[0]?.body).toEqual({
      kind: 'card',
      token: 'tok_sandbox_a.b',
    });
    await user.click(screen.getByRole('button', { name: 'Pay $499.00' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-profile/billing/subscription/thank-you'),
    );
    expect(api.callsTo('POST /billing/subscription')[0]?.body).toMatchObject({
      paymentMethodId: 30,
    });
  });
});

describe('a team with an enterprise contract plan (issue 30)', wholeApp, () => {
  const enterprise = makeUser({
    subscription: true,
    hasDailyCapacity: true,
    customerType: 'subscription',
  });
  const contract = { subscription: null, contractPlan: { dailyCapacity: 40 } };

  it('shows its plan on My plan, with no Pro plan to buy and no card asked for', async () => {
    renderAt(
      '/my-profile/billing/subscription',
      { 'GET /billing/subscription': { body: contract } },
      enterprise,
    );
    const card = await screen.findByRole('region', { name: 'Your enterprise plan' }, pageLoad);
    expect(card).toHaveTextContent(
      'Your team has an enterprise plan: 40 slides a day are reserved for you.',
    );
    expect(card).toHaveTextContent('Active');
    expect(within(card).getByRole('link', { name: 'See your capacity' })).toHaveAttribute(
      'href',
      '/reports/capacity-overview',
    );
    expect(screen.queryByRole('link', { name: m.getPro })).toBeNull();
    expect(screen.queryByText(/no saved card/)).toBeNull();
    expect(screen.queryByText(m.promoText)).toBeNull();
  });

  it('is told it already has a plan on the purchase page', async () => {
    renderAt(
      '/my-profile/billing/subscription/purchase',
      { 'GET /billing/subscription': { body: contract } },
      enterprise,
    );
    expect(await screen.findByText(m.alreadySubscribed, {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByText(/no saved card/)).toBeNull();
  });
});

describe('the thank-you page tells the plan the team has (issue 30)', wholeApp, () => {
  const thankYou = '/my-profile/billing/subscription/thank-you';

  it('does not claim an active Pro plan for a contract plan', async () => {
    renderAt(thankYou, {
      'GET /billing/subscription': {
        body: { subscription: null, contractPlan: { dailyCapacity: 40 } },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Pro plan is active' }, pageLoad),
    ).toBeVisible();
    expect(
      screen.getByText('Your team has an enterprise plan: 40 slides a day are reserved for you.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your Pro plan is active/)).toBeNull();
    expect(screen.getByRole('link', { name: m.thankYouPlanLink })).toHaveAttribute(
      'href',
      '/my-profile/billing/subscription',
    );
  });

  it('does not claim one for a team without a plan', async () => {
    renderAt(thankYou, {
      'GET /billing/subscription': { body: { subscription: null, contractPlan: null } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Pro plan is active' }, pageLoad),
    ).toBeVisible();
    expect(screen.getByText('You have no subscription.')).toBeInTheDocument();
    expect(screen.queryByText(/Your Pro plan is active/)).toBeNull();
  });

  it('says a paused plan is paused', async () => {
    renderAt(thankYou, {
      'GET /billing/subscription': {
        body: { subscription: subscription({ status: 'paused' }), contractPlan: null },
      },
    });
    expect(await screen.findByText('Your Pro plan is paused.', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByText(/Your Pro plan is active/)).toBeNull();
  });
});
