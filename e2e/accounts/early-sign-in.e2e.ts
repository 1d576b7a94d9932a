import { authScreenTexts as t } from '@deckhand/contract';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';

const browser = useBrowser();

/** boot.ts, the page's entry: it runs; every other script (the app) waits until released. */
const bootScript = /\/assets\/index-[^/]+\.js$/;

describe('a sign-in sent before the app has loaded (issue 33)', () => {
  it('signs in with what a password manager filled and sent on the bare page', async () => {
    const held: Route[] = [];
    let released = false;
    const page = await browser.openPage('/login', 'mobile', {
      beforeTheApp: true,
      prepare: async (page) => {
        await page.route(/\/assets\/.+\.js$/, (route) => {
          if (released || bootScript.test(route.request().url())) return route.continue();
          held.push(route);
        });
      },
    });
    await field(page, t.email).fill('owner@example.com');
    await field(page, t.password).fill(demoPassword);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    // Held, not posted to the page: still here, and what was typed is still there.
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await field(page, t.email).inputValue()).toBe('owner@example.com');
    expect(held.length).toBeGreaterThan(0);

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await page.waitForURL((url) => url.pathname.startsWith('/my-profile/'));
    // Signed in: the profile's first page, on a phone.
    await page.locator('main h1').first().waitFor();
  });
});
