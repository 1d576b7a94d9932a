import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { atStep, continueButton } from '../support/ordering.ts';

const browser = useBrowser();

/** boot.ts, the page's entry: it runs; every other script (the app) waits until released. */
const bootScript = /\/assets\/index-[^/]+\.js$/;

describe('an order form used before the app has loaded (issue 33)', () => {
  it('comes with its first step, and keeps the treatment chosen and the Continue pressed on the bare page', async () => {
    const held: Route[] = [];
    let released = false;
    const page = await browser.openPage('/order-now', 'mobile', {
      beforeTheApp: true,
      prepare: async (page) => {
        await page.route(/\/assets\/.+\.js$/, (route) => {
          if (released || bootScript.test(route.request().url())) return route.continue();
          held.push(route);
        });
      },
    });
    // The server's HTML has the form itself, not a placeholder.
    await atStep(page, 'Treatment');
    await page.getByRole('radio', { name: /^Redesign/ }).check();
    await continueButton(page).click();
    // Held, not posted to the page: still the first step, the choice still made.
    expect(new URL(page.url()).pathname).toBe('/order-now');
    expect(await page.getByRole('radio', { name: /^Redesign/ }).isChecked()).toBe(true);
    expect(held.length).toBeGreaterThan(0);

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    // The app carried the choice and the Continue out: the next step, and back, Redesign chosen.
    await atStep(page, 'Style');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await atStep(page, 'Treatment');
    expect(await page.getByRole('radio', { name: /^Redesign/ }).isChecked()).toBe(true);
  });
});
