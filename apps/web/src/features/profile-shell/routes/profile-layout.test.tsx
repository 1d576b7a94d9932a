import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage/storage-keys';
import { fakeApi } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

/** The first render loads the page's code and data: generous under a busy test run. */
const pageLoad = { timeout: 15_000 };

const customer = () => makeInit({ user: makeUser() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile shell', () => {
  it('sends /my-profile to the user details page inside the shell', async () => {
    fakeApi({ 'GET /countries/names': { body: [] } });
    const { router } = renderApp({ route: '/my-profile', init: customer() });
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/my-profile/user-details'),
      pageLoad,
    );
    expect(
      await screen.findByRole('heading', { name: 'User details', level: 1 }, pageLoad),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  it('collapses the sidebar to icons with tooltips and remembers it', async () => {
    const { user, unmount } = renderApp({ route: '/my-profile/orders', init: customer() });
    const nav = await screen.findByRole('navigation', { name: 'Account' }, pageLoad);
    expect(within(nav).getByRole('link', { name: 'My team' })).toHaveTextContent('My team');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const team = within(nav).getByRole('link', { name: 'My team' });
    expect(team).not.toHaveTextContent('My team');
    expect(within(nav).getByRole('link', { name: 'User details' })).toBeInTheDocument();
    expect(screen.queryByText('Buy credits')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.profileSidebarCollapsed)).toBe('true');

    await user.hover(team);
    // The toggle's own tooltip may still be closing: look for the link's.
    expect(await screen.findByRole('tooltip', { name: 'My team' })).toBeInTheDocument();
    unmount();

    renderApp({ route: '/my-profile/orders', init: customer() });
    expect(await screen.findByRole('button', { name: 'Expand sidebar' }, pageLoad)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers the navigation in a drawer from the bar under the header', async () => {
    const { user, router } = renderApp({ route: '/my-profile/orders', init: customer() });
    const sections = await screen.findByRole(
      'button',
      { name: 'Account sections: My orders' },
      pageLoad,
    );
    expect(sections).toHaveAttribute('aria-expanded', 'false');
    await user.click(sections);
    const drawer = await screen.findByRole('dialog', { name: 'Account sections' });
    await user.click(within(drawer).getByRole('link', { name: 'My team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/team'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Account sections' })).not.toBeInTheDocument(),
    );
  });
});
