import { errorMessages } from '@deckhand/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { storageKeys } from '@/lib/storage/storage-keys';
import { fakeApi } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const vatAlert = {
  key: 'vat',
  hash: 'vat-2025',
  message: 'Prices now include VAT.',
  type: 'info',
} as const;

/**
 * A page in the standard layout (header, announcements, main, footer) and little else: the not-found
 * page. (The UI kit, used before, renders a few hundred widgets into every test.)
 */
const anyPage = '/no-such-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('init alerts, flash message and errors', () => {
  it('shows alerts under the header and remembers a dismissal by hash', async () => {
    const { user, unmount } = renderApp({
      route: anyPage,
      init: makeInit({ alerts: [vatAlert] }),
    });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(region).toHaveTextContent(vatAlert.message);
    await user.click(within(region).getByRole('button', { name: /dismiss/i }));
    expect(screen.queryByText(vatAlert.message)).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(window.localStorage.getItem(storageKeys.dismissedAlerts)).toBe('["vat-2025"]');
    unmount();

    renderApp({ route: anyPage, init: makeInit({ alerts: [vatAlert] }) });
    await screen.findByRole('banner');
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(screen.queryByText(vatAlert.message)).not.toBeVisible();
  });

  it('moves focus to the next alert, then to the main content, as alerts are closed', async () => {
    const holidayAlert = {
      ...vatAlert,
      key: 'holiday',
      hash: 'holiday-2026',
      type: 'warning',
    } as const;
    const { user } = renderApp({
      route: anyPage,
      init: makeInit({ alerts: [vatAlert, holidayAlert] }),
    });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    await user.click(within(region).getByRole('button', { name: 'Dismiss information message' }));
    expect(within(region).getByRole('button', { name: 'Dismiss warning message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the flash message once as a toast of its type', async () => {
    renderApp({
      route: anyPage,
      init: makeInit({ flashMessage: { type: 'success', message: 'Email verified' } }),
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Email verified');
    expect(toast).toHaveAttribute('data-kind', 'success');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('fetches init when it is not cached, reading a broken user as anonymous', async () => {
    const api = fakeApi({
      'GET /init': { body: { ...makeInit(), user: { id: 'not-a-user' } }, isOffContract: true },
    });
    const { router } = renderApp({ route: '/', init: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('GET /init')).toHaveLength(1);
  });

  it('turns a failing query into a catalogue toast and a 401 into a logout', async () => {
    const { queryClient, router } = renderApp({
      route: '/my-profile',
      init: makeInit({ user: makeUser() }),
    });
    await screen.findByRole('banner');

    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: ['boom'],
          queryFn: () => Promise.reject(new ApiError({ status: 500, url: '/v1/x', body: null })),
        })
        .catch(() => undefined),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.serverIssues);

    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: ['expired'],
          queryFn: () => Promise.reject(new ApiError({ status: 401, url: '/v1/x', body: null })),
        })
        .catch(() => undefined),
    );
    expect(queryClient.getQueryData(getInitQueryOptions().queryKey)?.user).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
