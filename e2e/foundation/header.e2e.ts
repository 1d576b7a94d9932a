import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, holdTheApp, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

/**
 * A page in the standard layout and little else, rendered by the app: the not-found page. (The
 * UI kit, used before, hydrates its few hundred widgets in 3 s here and over 8 s on a busy CI
 * machine, longer than a person looks for the menu they tapped.)
 */
const anyPage = '/no-such-page';

describe('header', () => {
  it('turns from dark to light once the page scrolls past its own height', async () => {
    const page = await browser.openPage(anyPage);
    const header = page.locator('header[data-variant]');
    await expect.poll(() => header.getAttribute('data-variant')).toBe('dark');
    const height = await header.evaluate((element) => element.getBoundingClientRect().height);

    // Just short of its height: once that scroll has ended, the header is still dark.
    await page.evaluate(() => {
      const scrolled = new Promise<number>((resolve) =>
        window.addEventListener('scrollend', () => resolve(window.scrollY), { once: true }),
      );
      Object.assign(window, { e2eScrollEnded: scrolled });
    });
    await page.mouse.wheel(0, height - 20);
    const scrollY = await page.evaluate(
      () => (window as unknown as { e2eScrollEnded: Promise<number> }).e2eScrollEnded,
    );
    expect(scrollY).toBeGreaterThan(0);
    expect(scrollY).toBeLessThanOrEqual(height);
    expect(await header.getAttribute('data-variant')).toBe('dark');

    await page.mouse.wheel(0, 60);
    await expect.poll(() => header.getAttribute('data-variant')).toBe('light');
    await expectNoAxeViolations(page, { include: 'header[data-variant]' });

    await page.mouse.wheel(0, -5000);
    await expect.poll(() => header.getAttribute('data-variant')).toBe('dark');
    await expectNoAxeViolations(page, { include: 'header[data-variant]' });
  });

  it('shows the visitor menus and Order now to a logged-out visitor on desktop', async () => {
    const page = await browser.openPage(anyPage);
    const banner = page.getByRole('banner');
    for (const name of ['Our work', 'Pricing', 'About us']) {
      await expect.poll(() => banner.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await banner.getByRole('link', { name: 'Order now' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
  });

  it('collapses into a mobile menu that offers Order now, open at once before the app runs', async () => {
    const app = holdTheApp();
    const page = await browser.openPage(anyPage, 'mobile', {
      beforeTheApp: true,
      prepare: app.prepare,
    });
    const banner = page.getByRole('banner');
    const burger = banner.getByRole('button', { name: 'Menu' });
    expect(await banner.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);
    // The server's HTML, the app's scripts still on their way: the tap opens the menu now.
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getByRole('link', { name: 'Order now' }).isVisible()).toBe(true);
    expect(app.held()).toBeGreaterThan(0);

    // The app takes the page over with the menu as the visitor left it, and answers from then on.
    await app.release();
    await waitForApp(page);
    expect(await menu.getByRole('link', { name: 'Order now' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, { include: 'nav[aria-label="Mobile"]' });
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
  });
});
