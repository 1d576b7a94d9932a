import {
  creditMessages,
  sandboxBankCheckMessageType,
  sandboxCardMessageType,
} from '@deckhand/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInit, makeUser } from '@/test/fixtures';
import { bankCheckMessages } from './api/confirm-bank-check';
import { card, entry, pageLoad, paymentResult, renderCredits, wholeApp } from './credits-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const route = '/my-profile/billing/credits/purchase?package=2';
const cards = [
  card({ id: 20, last4: '1111', brand: 'mastercard' }),
  card({ id: 21, default: true }),
];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const declined = {
  status: 400,
  body: { status: 'error' as const, message: 'Your card was declined.' },
};

const payButton = () => screen.findByRole('button', { name: 'Pay $2 500.00' }, pageLoad);

describe('credit purchase page', wholeApp, () => {
  it('pays with the default card, then shows the credit history and reads the user again', async () => {
    const { user, api, router } = renderCredits(route, {
      'GET /billing/payment-methods': { body: cards },
      'POST /billing/credit-purchases': { body: paymentResult() },
      'GET /billing/credit-entries': { body: { items: [entry()], total: 1, page: 1, limit: 5 } },
      'GET /init': {
        body: makeInit({
          user: makeUser({ balance: 2_700, purchasedPackages: true, hasCredits: true }),
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Silver pack' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/\$2 700\.00 of credits for/)).toBeInTheDocument();
    await payButton();
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 1111' })).not.toBeChecked();

    await user.click(await payButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-profile/billing/credit-history'),
    );
    const [purchase] = api.callsTo('POST /billing/credit-purchases');
    expect(purchase?.body).toEqual({
      packageId: 2,
      paymentMethodId: 21,
      idempotencyKey: expect.stringMatching(uuid),
    });
    expect(await screen.findByText(creditMessages.purchased('Silver'))).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /init').length).toBeGreaterThan(0));
  });

  it('shows a declined card the gateway message beside the form and stays; the next try is a new attempt', async () => {
    const { user, api, router } = renderCredits(route, {
      'GET /billing/payment-methods': { body: cards },
      'POST /billing/credit-purchases': declined,
    });
    await user.click(await payButton());
    const form = screen.getByRole('form', { name: 'Pay for the pack' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(router.state.location.pathname).toBe('/my-profile/billing/credits/purchase');

    await user.click(await payButton());
    await waitFor(() => expect(api.callsTo('POST /billing/credit-purchases')).toHaveLength(2));
    const keys = api
      .callsTo('POST /billing/credit-purchases')
      .map(
        (call) =>
          call.body as { packageId: number; paymentMethodId: number; idempotencyKey: string },
      );
    expect(keys[1]).toMatchObject({ packageId: 2, paymentMethodId: 21 });
    expect(keys[0]?.idempotencyKey).not.toBe(keys[1]?.idempotencyKey);
  });

  it('retries an attempt the server did not answer with the same idempotency key', async () => {
    let calls = 0;
    const { user, api, router } = renderCredits(route, {
      'GET /billing/payment-methods': { body: cards },
      'POST /billing/credit-purchases': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { status: 'error' as const, message: 'Try later' } }
          : { body: paymentResult() };
      },
      'GET /billing/credit-entries': { body: { items: [entry()], total: 1, page: 1, limit: 5 } },
    });
    await user.click(await payButton());
    await waitFor(() => expect(api.callsTo('POST /billing/credit-purchases')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay $2 500.00' })).toBeEnabled(),
    );
    await user.click(await payButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-profile/billing/credit-history'),
    );
    const keys = api
      .callsTo('POST /billing/credit-purchases')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('asks for a card when the team has none', async () => {
    renderCredits(route, { 'GET /billing/payment-methods': { body: [] } });
    expect(
      await screen.findByText(creditMessages.noCards, undefined, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $2 500.00' })).toBeDisabled();
    expect(screen.getByRole('button', { name: creditMessages.addCard })).toBeInTheDocument();
  });

  it('says so for a pack that does not exist', async () => {
    renderCredits('/my-profile/billing/credits/purchase?package=99', {
      'GET /billing/payment-methods': { body: cards },
    });
    expect(
      await screen.findByText(creditMessages.unknownPackage, undefined, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the credit packs' })).toBeInTheDocument();
  });
});

describe('adding a card on the purchase page', wholeApp, () => {
  it('saves the card the card frame tokenised, selects it and pays with it', async () => {
    let saved = false;
    const added = card({ id: 30, last4: '5556', brand: 'visa' });
    const { user, api, router } = renderCredits(route, {
      'GET /billing/payment-methods': () => ({ body: saved ? [...cards, added] : cards }),
      'POST /billing/payment-methods': () => {
        saved = true;
        return { status: 201, body: added };
      },
      'POST /billing/credit-purchases': { body: paymentResult() },
      'GET /billing/credit-entries': { body: { items: [entry()], total: 1, page: 1, limit: 5 } },
    });
    await payButton();
    await user.click(screen.getByRole('button', { name: creditMessages.addCard }));
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
    await user.click(await payButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-profile/billing/credit-history'),
    );
    expect(api.callsTo('POST /billing/credit-purchases')[0]?.body).toMatchObject({
      paymentMethodId: 30,
    });
  });
});

describe('a payment the bank asks to confirm', wholeApp, () => {
  const needsCheck = {
    body: {
      ...paymentResult({ status: 'requiresAction', paidAt: null, receiptAvailable: false }),
      clientSecret: 'pi_1_secret_2',
    },
  };

  afterEach(() => {
    vi.doUnmock('@stripe/stripe-js');
  });

  function mockStripe(result: { error?: { message: string } }) {
    const handleNextAction = vi.fn(async () => result);
    vi.doMock('@stripe/stripe-js', () => ({
      loadStripe: vi.fn(async () => ({ handleNextAction })),
    }));
    return handleNextAction;
  }

  it("runs the bank's check with the client secret, then shows the credit history", async () => {
    const handleNextAction = mockStripe({});
    const { user, router } = renderCredits(
      route,
      {
        'GET /billing/payment-methods': { body: cards },
        'POST /billing/credit-purchases': needsCheck,
        'GET /billing/credit-entries': { body: { items: [], total: 0, page: 1, limit: 5 } },
      },
      {},
      'pk_test_123',
    );
    await user.click(await payButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-profile/billing/credit-history'),
    );
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(await screen.findByText(bankCheckMessages.pending)).toBeInTheDocument();
  });

  it("shows the bank's refusal beside the form", async () => {
    mockStripe({ error: { message: 'We are unable to authenticate your payment method.' } });
    const { user, router } = renderCredits(
      route,
      {
        'GET /billing/payment-methods': { body: cards },
        'POST /billing/credit-purchases': needsCheck,
      },
      {},
      'pk_test_123',
    );
    await user.click(await payButton());
    const form = screen.getByRole('form', { name: 'Pay for the pack' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
    expect(router.state.location.pathname).toBe('/my-profile/billing/credits/purchase');
  });
});

describe("the sandbox bank's check (no Stripe key)", wholeApp, () => {
  const secret = 'ch_sandbox_abc_secret_def';
  const needsCheck = {
    body: {
      ...paymentResult({ status: 'requiresAction', paidAt: null, receiptAvailable: false }),
      clientSecret: secret,
    },
  };
  const bankCheckFrame = async () =>
    (await screen.findByTitle("Your bank's check", undefined, pageLoad)) as HTMLIFrameElement;
  const answer = (frame: HTMLIFrameElement, data: object, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: sandboxBankCheckMessageType, ...data },
          origin,
          source: frame.contentWindow,
        }),
      );
    });

  it('opens the sandbox check page for the client secret; Complete leads to the credit history', async () => {
    const { user, router } = renderCredits(route, {
      'GET /billing/payment-methods': { body: cards },
      'POST /billing/credit-purchases': needsCheck,
      'GET /billing/credit-entries': { body: { items: [], total: 0, page: 1, limit: 5 } },
    });
    await user.click(await payButton());
    const frame = await bankCheckFrame();
    expect(frame.getAttribute('src')).toBe(
      `/sandbox-gateway/bank-check?secret=${encodeURIComponent(secret)}`,
    );
    // Another origin's message is not the bank's answer.
    answer(frame, { status: 'succeeded', message: null }, 'https://elsewhere.example');
    expect(router.state.location.pathname).toBe('/my-profile/billing/credits/purchase');
    expect(JSON.parse(window.sessionStorage.getItem('deckhand.payment-attempts') ?? '{}')).toEqual({
      'credit-pack': expect.objectContaining({ waitingForBankCheck: true }),
    });
    answer(frame, { status: 'succeeded', message: null });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/my-profile/billing/credit-history'),
    );
    expect(window.sessionStorage.getItem('deckhand.payment-attempts')).toBe('{}');
  });

  it('after a reload, sends the waiting attempt again with its key and reopens the check', async () => {
    const key = '4b0c3f5e-8d7a-4c51-9a57-2f1e0d9c8b7a';
    window.sessionStorage.setItem(
      'deckhand.payment-attempts',
      JSON.stringify({
        'credit-pack': {
          key,
          for: { packageId: 2, paymentMethodId: 20 },
          waitingForBankCheck: true,
        },
      }),
    );
    const { api, router } = renderCredits(route, {
      'GET /billing/payment-methods': { body: cards },
      'POST /billing/credit-purchases': needsCheck,
    });
    const frame = await bankCheckFrame();
    expect(api.callsTo('POST /billing/credit-purchases').map((call) => call.body)).toEqual([
      { packageId: 2, paymentMethodId: 20, idempotencyKey: key },
    ]);
    answer(frame, {
      status: 'failed',
      message: 'We are unable to authenticate your payment method.',
    });
    const form = screen.getByRole('form', { name: 'Pay for the pack' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
    expect(router.state.location.pathname).toBe('/my-profile/billing/credits/purchase');
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 1111' })).toBeChecked();
    expect(window.sessionStorage.getItem('deckhand.payment-attempts')).toBe('{}');
  });

  it('does not resume an attempt of another pack', async () => {
    window.sessionStorage.setItem(
      'deckhand.payment-attempts',
      JSON.stringify({
        'credit-pack': {
          key: '4b0c3f5e-8d7a-4c51-9a57-2f1e0d9c8b7a',
          for: { packageId: 3, paymentMethodId: 20 },
          waitingForBankCheck: true,
        },
      }),
    );
    const { api } = renderCredits(route, {
      'GET /billing/payment-methods': { body: cards },
      'POST /billing/credit-purchases': needsCheck,
    });
    await payButton();
    expect(api.callsTo('POST /billing/credit-purchases')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
  });
});
