import { authScreenTexts } from '@deckhand/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { storageKeys } from '@/lib/storage/storage-keys';
import { makeInit, makeStaff, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { accessDeniedHeading } from './require-permission';

const referrer = () => window.sessionStorage.getItem(storageKeys.referrer);

/** The router commits a lazy page's address once its module has loaded (slow in a cold jsdom). */
async function expectPath(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 10_000 });
}

describe('root and access redirects (§2.3)', () => {
  it('sends an anonymous visitor of / to login without remembering a referrer', async () => {
    const { router } = renderApp({ route: '/' });
    await expectPath(router, '/login');
    expect(referrer()).toBeNull();
  });

  it('sends a customer from / to the profile and staff to the staff site', async () => {
    const customer = renderApp({ route: '/', init: makeInit({ user: makeUser() }) });
    await expectPath(customer.router, '/my-profile/user-details');
    customer.unmount();

    const staff = renderApp({ route: '/', init: makeInit({ user: makeStaff() }) });
    await expectPath(staff.router, '/staff');
  });

  it.each([
    '/my-profile/orders?page=2',
    '/my-profile/billing/credits',
    '/orders/12/feedback',
    '/reports/capacity-overview/2025-01',
    '/staff-profile/capacity-overview',
  ])('sends an anonymous visitor of %s to login and remembers it', async (route) => {
    const { router } = renderApp({ route });
    await expectPath(router, '/login');
    expect(referrer()).toBe(route);
  });

  it('does not remember public pages', async () => {
    const { router } = renderApp({ route: '/pricing' });
    await expectPath(router, '/pricing');
    expect(referrer()).toBeNull();
  });

  it('sends staff from customer routes to the staff site', async () => {
    const { router } = renderApp({
      route: '/my-profile/team',
      init: makeInit({ user: makeStaff() }),
    });
    await expectPath(router, '/staff');
  });

  it('lets any logged-in user see the capacity overview', async () => {
    const { router } = renderApp({
      route: '/reports/capacity-overview',
      init: makeInit({ user: makeStaff() }),
    });
    await expectPath(router, '/reports/capacity-overview');
  });

  it.each(['/login', '/signup', '/reset-password', '/reset-password/token-1', '/join/abc'])(
    'bounces a logged-in user from %s to the profile',
    async (route) => {
      const { router } = renderApp({ route, init: makeInit({ user: makeUser() }) });
      await expectPath(router, '/my-profile/user-details');
    },
  );

  it('uses the remembered referrer once a user exists, then forgets it', async () => {
    window.sessionStorage.setItem(storageKeys.referrer, '/my-profile/team');
    const { router } = renderApp({ route: '/login', init: makeInit({ user: makeUser() }) });
    await expectPath(router, '/my-profile/team');
    expect(referrer()).toBeNull();
  });

  it('after the sign-up link signs a visitor in, takes them from the profile back to the order form they left', async () => {
    window.sessionStorage.setItem(storageKeys.referrer, '/order-now');
    const { router } = renderApp({ route: '/my-profile', init: makeInit({ user: makeUser() }) });
    await expectPath(router, '/order-now');
    expect(referrer()).toBeNull();
  });

  it('after login, returns the user to the protected page first asked for', async () => {
    const { router, queryClient } = renderApp({ route: '/my-profile/team' });
    await expectPath(router, '/login');
    expect(referrer()).toBe('/my-profile/team');
    // A person logs in on the rendered page: the router's location changes before React has
    // rendered the lazy login page, and a user set in between would meet the protected page.
    await screen.findByRole('heading', { name: authScreenTexts.loginHeading });

    act(() => {
      queryClient.setQueryData(getInitQueryOptions().queryKey, makeInit({ user: makeUser() }));
    });
    await expectPath(router, '/my-profile/team');
    expect(referrer()).toBeNull();
  });

  it('shows billing only to people who manage credits, credit packs only without daily capacity (§6)', async () => {
    const manager = makeUser({ customerRole: 'manager', manageCredits: false });
    const denied = renderApp({
      route: '/my-profile/billing/overview',
      init: makeInit({ user: manager }),
    });
    await screen.findByRole('heading', { name: accessDeniedHeading });
    denied.unmount();

    const capacity = makeUser({ hasDailyCapacity: true });
    const packs = renderApp({
      route: '/my-profile/billing/credits',
      init: makeInit({ user: capacity }),
    });
    await screen.findByRole('heading', { name: accessDeniedHeading });
    packs.unmount();

    renderApp({ route: '/my-profile/billing/overview', init: makeInit({ user: makeUser() }) });
    await waitFor(() => expect(screen.queryByText(accessDeniedHeading)).toBeNull());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: accessDeniedHeading })).toBeNull();
  });

  it('sends other reset-password sub-paths to the root', async () => {
    const { router } = renderApp({ route: '/reset-password/a/b' });
    await expectPath(router, '/login');
  });
});
