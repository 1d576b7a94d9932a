import { authScreenTexts, endpoints, errorMessages, timings } from '@deckhand/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeStaff, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

type THandler = (payload: unknown) => void;

const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const emitWithAck = vi.fn(async () => ({ ok: true }));
  const fake = {
    handlers,
    emitWithAck,
    on: vi.fn((event: string, handler: (payload: unknown) => void) => {
      handlers.set(event, handler);
      return fake;
    }),
    // The profile a sign-in lands on listens to the team's channel, and stops when it unmounts.
    off: vi.fn((event: string, handler: (payload: unknown) => void) => {
      if (handlers.get(event) === handler) handlers.delete(event);
      return fake;
    }),
    timeout: vi.fn(() => ({ emitWithAck })),
    disconnect: vi.fn(),
    // The manager: its WebSocket is open (a connection still opening is closed once it opens).
    io: { engine: { readyState: 'open' } },
  };
  return { fake, io: vi.fn(() => fake) };
});

vi.mock('socket.io-client', () => ({ io: socket.io }));

const start = { channel: 'oauth:c-1', redirectUrl: 'https://id.example/authorize?x=1' };

function stubPopup() {
  const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
  const open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  return { popup, open };
}

function emit(event: string, payload: unknown) {
  const handler = socket.fake.handlers.get(event) as THandler | undefined;
  if (!handler) throw new Error(`no handler for ${event}`);
  act(() => handler(payload));
}

async function startGoogleSignIn(routes: TFakeRoutes = {}) {
  const api = fakeApi({
    'GET /oauth/providers': { body: { providers: [{ id: 'google', name: 'Google' }] } },
    'GET /oauth/login/:provider': { body: start },
    ...routes,
  });
  const { popup, open } = stubPopup();
  const view = renderApp({ route: '/login' });
  const button = await screen.findByRole(
    'button',
    { name: 'Continue with Google' },
    { timeout: 15_000 },
  );
  await view.user.click(button);
  await waitFor(() => expect(popup.location.href).toBe(start.redirectUrl));
  return { ...view, api, popup, open };
}

beforeEach(() => {
  socket.fake.handlers.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-in with an external provider (§4)', () => {
  it('opens a centred 450 × 600 popup and listens on the channel of the answer', async () => {
    const { open, api } = await startGoogleSignIn();
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'deckhand-sign-in',
      expect.stringContaining('width=450,height=600'),
    );
    expect(api.callsTo('GET /oauth/login/:provider').map((call) => call.params.provider)).toEqual([
      'google',
    ]);
    expect(socket.io).toHaveBeenCalledWith({
      path: endpoints.realtime.path,
      withCredentials: true,
      transports: ['websocket', 'polling'],
    });
    expect(socket.fake.emitWithAck).toHaveBeenCalledWith('subscribe', { channel: 'oauth:c-1' });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('stores the user of the authenticated event and goes to the profile', async () => {
    const { router, queryClient, popup } = await startGoogleSignIn();
    const ada = makeUser({ name: 'Ada Oauth' });
    emit('authenticated', {
      token: 't',
      redirectUrl: 'http://localhost:3000/my-profile',
      user: ada,
    });
    // /my-profile sends on to its first page, committed once that page's module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/user-details'), {
      timeout: 10_000,
    });
    expect(queryClient.getQueryData(getInitQueryOptions().queryKey)?.user).toEqual(ada);
    expect(popup.close).toHaveBeenCalled();
    expect(socket.fake.disconnect).toHaveBeenCalled();
  });

  it('reads init again for a staff member', async () => {
    const staff = makeStaff();
    const { api, queryClient } = await startGoogleSignIn({
      'GET /init': { body: makeInit({ user: staff }) },
    });
    emit('authenticated', { token: 't', redirectUrl: '/staff', user: staff });
    await waitFor(() => expect(api.callsTo('GET /init')).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryData(getInitQueryOptions().queryKey)?.user).toEqual(staff),
    );
  });

  it('follows a redirect to another site', async () => {
    const assign = vi.fn();
    const { queryClient } = await startGoogleSignIn();
    vi.stubGlobal('location', { ...window.location, assign });
    emit('authenticated', {
      token: 't',
      redirectUrl: 'https://staff.deckhand.example/',
      user: makeUser(),
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://staff.deckhand.example/'));
    expect(queryClient.getQueryData(getInitQueryOptions().queryKey)?.user).toBeNull();
  });

  it('shows notification events as toasts', async () => {
    await startGoogleSignIn();
    emit('notification', { type: 'error', message: 'This account is disabled.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled.');
  });

  it("fails 5 s after the popup is closed with 'oauth window was closed before auth attempt'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { popup } = await startGoogleSignIn();
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(errorMessages.oauthWindowClosed)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(timings.popupCloseWaitMs));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(errorMessages.oauthWindowClosed);
    expect(toast).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('starts the external sign-in when the login answer carries a channel', async () => {
    const api = fakeApi({
      'GET /oauth/providers': { body: { providers: [] } },
      'POST /users/login': {
        status: 412,
        body: { status: 'error', message: 'Use your team sign-in', ...start },
      },
    });
    const { popup, open } = stubPopup();
    const { user } = renderApp({ route: '/login' });
    const email = await screen.findByRole(
      'textbox',
      { name: authScreenTexts.email },
      { timeout: 15_000 },
    );
    await user.type(email, 'a@b.co');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(start.redirectUrl, 'deckhand-sign-in', expect.any(String)),
    );
    expect(socket.fake.emitWithAck).toHaveBeenCalledWith('subscribe', { channel: 'oauth:c-1' });
    expect(api.callsTo('POST /users/login')).toHaveLength(1);
    expect(popup.closed).toBe(false);
  });
});
