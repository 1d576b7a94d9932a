import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const loggedIn = () => makeInit({ user: makeUser() });

/**
 * A page in the standard layout (header, announcements, main, footer) and little else: the not-found
 * page. (The UI kit, used before, renders a few hundred widgets into every test.)
 */
const anyPage = '/no-such-page';

async function getBanner() {
  return within(await screen.findByRole('banner'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site header (§2.1)', () => {
  it('shows the visitor menus, Log in and Order now when logged out', async () => {
    renderApp({ route: anyPage });
    const banner = await getBanner();
    expect(banner.getByRole('link', { name: 'Deckhand' })).toHaveAttribute('href', '/');
    for (const name of ['Our work', 'Pricing', 'About us']) {
      expect(banner.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(banner.getByRole('button', { name: 'Services' })).toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Resources' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(banner.getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/order-now');
  });

  it('opens the Services menu and closes it with Escape', async () => {
    const { user } = renderApp({ route: anyPage });
    const banner = await getBanner();
    const services = banner.getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(banner.getByRole('link', { name: 'Dedicated team' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('hides the visitor links when logged in and offers Log out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderApp({ route: anyPage, init: loggedIn() });
    const banner = await getBanner();
    expect(banner.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(banner.queryByRole('button', { name: 'Services' })).not.toBeInTheDocument();
    await user.click(banner.getByRole('button', { name: 'Log out' }));
    expect(assign).toHaveBeenCalledWith(
      `/v1/users/logout?redirect=${encodeURIComponent(window.location.origin)}`,
    );
  });

  it.each(['/login', '/signup'])('hides Log in on %s', async (route) => {
    renderApp({ route });
    const banner = await getBanner();
    expect(banner.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Order now' })).toBeInTheDocument();
  });

  it.each(['/order-now', '/order-now/step/2', '/quote', '/10-for-49', '/clients/acme/order-now'])(
    "shows 'My orders' on the order page %s when logged in",
    async (route) => {
      renderApp({ route, init: loggedIn() });
      const banner = await getBanner();
      expect(banner.getByRole('link', { name: 'My orders' })).toHaveAttribute(
        'href',
        '/my-profile/orders',
      );
      expect(banner.queryByRole('link', { name: 'Order now' })).not.toBeInTheDocument();
    },
  );

  it("shows 'Order now' on order pages to visitors", async () => {
    renderApp({ route: '/order-now' });
    const banner = await getBanner();
    expect(banner.getByRole('link', { name: 'Order now' })).toBeInTheDocument();
  });

  it('opens the mobile menu with Order now, and closes it with Escape or a link', async () => {
    const { user } = renderApp({ route: anyPage });
    const banner = await getBanner();
    const burger = banner.getByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Order now' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Free templates' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(burger).toHaveFocus();
    await user.click(burger);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Pricing',
      }),
    );
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns light once the page scrolls past its own height, and dark again at the top', async () => {
    renderApp({ route: anyPage });
    const header = await screen.findByRole('banner');
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 64));
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });

    expect(header).toHaveAttribute('data-variant', 'dark');
    scrollTo(44);
    expect(header).toHaveAttribute('data-variant', 'dark');
    scrollTo(104);
    expect(header).toHaveAttribute('data-variant', 'light');
    scrollTo(0);
    expect(header).toHaveAttribute('data-variant', 'dark');
  });

  it('is light from its first frame on a page opened scrolled down (a reload keeps the place)', async () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    const size = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 0, 1280, 64));
    try {
      renderApp({ route: anyPage });
      const header = await screen.findByRole('banner');
      // Read in the next frame, not in the commit that mounts it (header-variant.ts).
      await waitFor(() => expect(header).toHaveAttribute('data-variant', 'light'));
    } finally {
      size.mockRestore();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});
