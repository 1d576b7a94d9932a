import { accountMessages, timings } from '@deckhand/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { hasLoggedInCookie } from '@/lib/session/log-out';
import { storageKeys } from '@/lib/storage/storage-keys';
import { fakeApi, type TFakeReply } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const me = 'GET /users/me';

function renderLoggedIn(meAnswer: TFakeReply<typeof me>) {
  const api = fakeApi({ [me]: meAnswer });
  const view = renderApp({ route: '/about', init: makeInit({ user: makeUser() }) });
  return { ...view, api };
}

const initUser = (queryClient: ReturnType<typeof renderApp>['queryClient']) =>
  queryClient.getQueryData(getInitQueryOptions().queryKey)?.user;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('current-user refresh (§4)', () => {
  it('reads the user again every 5 minutes and keeps the fresh data', async () => {
    const renamed = makeUser({ name: 'Ada Renamed' });
    const { api, queryClient } = renderLoggedIn({ body: { user: renamed, token: 'tok' } });
    await screen.findByRole('banner');
    await advance(timings.currentUserRefreshMs - 1000);
    expect(api.callsTo(me)).toHaveLength(0);
    await advance(1000);
    await waitFor(() => expect(initUser(queryClient)).toEqual(renamed));
    expect(api.callsTo(me)).toHaveLength(1);
    await advance(timings.currentUserRefreshMs);
    await waitFor(() => expect(api.callsTo(me)).toHaveLength(2));
  });

  it.each<[string, TFakeReply<typeof me>]>([
    ['an answer without a token', { body: { user: makeUser(), token: null } }],
    ['a 401', { status: 401, body: { status: 'error', message: 'Please log in to continue.' } }],
  ])('on %s shows the session-expired toast with Log in and logs out', async (_name, answer) => {
    window.localStorage.setItem(storageKeys.orderFormData, '{"step":2}');
    window.localStorage.setItem(storageKeys.commentEvents, '[1]');
    const { queryClient, user, router } = renderLoggedIn(answer);
    await screen.findByRole('banner');
    await advance(timings.currentUserRefreshMs);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(accountMessages.sessionExpired);
    expect(initUser(queryClient)).toBeNull();
    expect(document.cookie).toContain(`${hasLoggedInCookie}=1`);
    expect(window.localStorage.getItem(storageKeys.orderFormData)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.commentEvents)).toBeNull();

    const login = screen.getAllByRole('link', { name: accountMessages.sessionExpiredAction });
    const inToast = login.find((link) => toast.contains(link));
    expect(inToast).toHaveAttribute('href', '/login');
    vi.useRealTimers();
    await user.click(inToast as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('does not ask while nobody is logged in', async () => {
    const api = fakeApi();
    renderApp({ route: '/about' });
    await screen.findByRole('banner');
    await advance(timings.currentUserRefreshMs * 2);
    expect(api.callsTo(me)).toHaveLength(0);
  });
});
