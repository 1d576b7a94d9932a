import { accountMessages } from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const unsubscribe = 'POST /unsubscribe/:type';

const answer = (subscribed: boolean) =>
  ({
    body: {
      buttonAction: subscribed ? 'unsubscribe' : 'subscribe',
      data: {
        type: 'offers',
        email: 'ada@example.com',
        subscribed,
        preferences: { offers: subscribed, newsletter: true, 'order-updates': true },
      },
    },
  }) as const;

const toggleAnswer: TFakeRoutes = {
  [unsubscribe]: ({ body }) => answer((body as { action: string }).action === 'subscribe'),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unsubscribe page (/unsubscribe/{type})', () => {
  it('unsubscribes on opening with the token of the link, then offers to subscribe again', async () => {
    const api = fakeApi(toggleAnswer);
    const { user } = renderApp({ route: '/unsubscribe/offers?token=sig-1' });

    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.unsubscribed);
    expect(screen.getByText(/ada@example.com will no longer receive/)).toBeInTheDocument();
    expect(api.callsTo(unsubscribe).map((call) => [call.params.type, call.body])).toEqual([
      ['offers', { action: 'unsubscribe', token: 'sig-1' }],
    ]);

    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(accountMessages.resubscribed),
    );
    expect(api.callsTo(unsubscribe)[1]?.body).toEqual({ action: 'subscribe', token: 'sig-1' });

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(accountMessages.unsubscribed),
    );
    expect(api.callsTo(unsubscribe)[2]?.body).toEqual({ action: 'unsubscribe', token: 'sig-1' });
  });

  it('is open to logged-in users too', async () => {
    fakeApi(toggleAnswer);
    const { router } = renderApp({
      route: '/unsubscribe/offers?token=sig-1',
      init: makeInit({ user: makeUser() }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.unsubscribed);
    expect(router.state.location.pathname).toBe('/unsubscribe/offers');
  });

  it('shows a clear error for a link the server refuses', async () => {
    fakeApi({
      [unsubscribe]: {
        status: 404,
        body: { status: 'error', message: accountMessages.invalidUnsubscribeLink },
      },
    });
    renderApp({ route: '/unsubscribe/offers?token=forged' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      accountMessages.invalidUnsubscribeLink,
    );
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
  });

  it('shows the error without asking the server for an unknown type', async () => {
    const api = fakeApi();
    renderApp({ route: '/unsubscribe/everything?token=x' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      accountMessages.invalidUnsubscribeLink,
    );
    expect(api.calls.filter((call) => call.path.startsWith('/unsubscribe'))).toHaveLength(0);
  });
});
