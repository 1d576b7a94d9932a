import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '@/app/layouts/header/site-header';
import { boundDisclosure } from '@/lib/dom/disclosure';
import { collectHydrationErrors, renderServerHtml } from '@/test/render';
import { earlyBoundDisclosure, openDisclosuresUntilBound } from './early-disclosures';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

/** The header as the server sends it, and boot run on it. */
function openServerHeader() {
  const page = renderServerHtml(<SiteHeader />);
  stop = openDisclosuresUntilBound(document);
  const burger = screen.getByRole('button', { name: 'Menu' });
  const mobileMenu = () => screen.queryByRole('navigation', { name: 'Mobile' });
  return { ...page, burger, mobileMenu };
}

describe('header menus before their code binds them', () => {
  it('marks a bound button as boot expects', () => {
    expect(earlyBoundDisclosure).toBe(boundDisclosure);
  });

  it("opens and closes the phone's menu on the server's HTML", () => {
    const { burger, mobileMenu } = openServerHeader();
    expect(mobileMenu()).toBeNull();
    burger.click();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = mobileMenu();
    if (!menu) throw new Error('the menu did not open');
    expect(within(menu).getByRole('link', { name: 'Order now' })).toBeInTheDocument();
    burger.click();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).toBeNull();
  });

  it('keeps a menu opened before hydration open, and leaves it to the header from then on', async () => {
    const { burger, mobileMenu, hydrate } = openServerHeader();
    burger.click();
    const hydrationErrors = collectHydrationErrors();
    hydrate();
    const live = await screen.findByRole('button', { name: 'Menu' });
    await expect.poll(() => live.dataset.disclosure).toBe(boundDisclosure);
    hydrationErrors.stop();
    expect(hydrationErrors.messages).toEqual([]);
    expect(live).toBe(burger);
    expect(mobileMenu()).not.toBeNull();
    // One click, one change: boot no longer answers a bound button.
    burger.click();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).toBeNull();
    burger.click();
    expect(mobileMenu()).not.toBeNull();
  });
});
