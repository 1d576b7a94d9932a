import { accountMessages } from '@deckhand/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeInit, makeUser } from '@/test/fixtures';
import { mockApi, route } from '@/test/mock-api';
import { renderApp } from '@/test/render';

// Lazy pages load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

const path = '/v1/unsubscribe/offers';

const answer = (subscribed: boolean) =>
  jsonResponse({
    buttonAction: subscribed ? 'unsubscribe' : 'subscribe',
    data: {
      type: 'offers',
      email: 'ada@example.com',
      subscribed,
      preferences: { offers: subscribed, newsletter: true, 'order-updates': true },
    },
  });

const toggleAnswer = route('POST', path, ({ body }) =>
  answer((body as { action: string }).action === 'subscribe'),
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unsubscribe page (/unsubscribe/{type})', () => {
  it('unsubscribes on opening with the token of the link, then offers to subscribe again', async () => {
    const api = mockApi([toggleAnswer]);
    const { user } = renderApp({ route: '/unsubscribe/offers?token=sig-1' });

    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.unsubscribed);
    expect(screen.getByText(/ada@example.com will no longer receive/)).toBeInTheDocument();
    expect(api.findCalls('POST', path).map((call) => call.body)).toEqual([
      { action: 'unsubscribe', token: 'sig-1' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(accountMessages.resubscribed),
    );
    expect(api.findCalls('POST', path)[1]?.body).toEqual({ action: 'subscribe', token: 'sig-1' });

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(accountMessages.unsubscribed),
    );
    expect(api.findCalls('POST', path)[2]?.body).toEqual({ action: 'unsubscribe', token: 'sig-1' });
  });

  it('is open to logged-in users too', async () => {
    mockApi([toggleAnswer]);
    const { router } = renderApp({
      route: '/unsubscribe/offers?token=sig-1',
      init: makeInit({ user: makeUser() }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.unsubscribed);
    expect(router.state.location.pathname).toBe('/unsubscribe/offers');
  });

  it('shows a clear error for a link the server refuses', async () => {
    mockApi([
      route(
        'POST',
        path,
        jsonResponse({ status: 'error', message: accountMessages.invalidUnsubscribeLink }, 404),
      ),
    ]);
    renderApp({ route: '/unsubscribe/offers?token=forged' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      accountMessages.invalidUnsubscribeLink,
    );
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
  });

  it('shows the error without asking the server for an unknown type', async () => {
    const api = mockApi([]);
    renderApp({ route: '/unsubscribe/everything?token=x' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      accountMessages.invalidUnsubscribeLink,
    );
    expect(api.calls.filter((call) => call.path.startsWith('/v1/unsubscribe'))).toHaveLength(0);
  });
});
