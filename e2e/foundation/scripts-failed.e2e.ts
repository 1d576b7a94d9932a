import { screenTexts, authScreenTexts as t } from '@deckhand/contract';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';

const browser = useBrowser();

/**
 * The network drops every script but the page's first (boot, `index-*.js`, which the HTML names):
 * the page's and the app's chunks never arrive, as when a phone loses its signal or a newer build
 * has replaced the files this page names.
 */
const dropScripts = async (page: Page) => {
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, (route: Route) => route.abort('failed'));
};

const failureNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: screenTexts.scriptsFailed });

describe('a page whose scripts cannot be downloaded (issue 33: no dead form, no dead button)', () => {
  it('says so, and the sign-in form still signs in: the server handles it', async () => {
    const page = await browser.openPage('/login', 'mobile', { prepare: dropScripts });
    await failureNotice(page).waitFor();
    expect(await failureNotice(page).textContent()).toContain(screenTexts.scriptsFailedAction);
    await field(page, t.email).fill('manager@example.com');
    await field(page, t.password).fill(demoPassword);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-profile/'));
  });

  it('sends a sign-in held while the scripts were still coming, once they fail', async () => {
    // The scripts hang until the visitor has sent the form, then fail: the send was held for the
    // app, which will never come, and is made again for the server.
    let fail = () => {};
    const sent = new Promise<void>((resolve) => {
      fail = resolve;
    });
    const page = await browser.openPage('/login', 'mobile', {
      beforeTheApp: true,
      prepare: async (opened) => {
        await opened.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route: Route) => {
          await sent;
          await route.abort('failed');
        });
      },
    });
    await field(page, t.email).fill('manager@example.com');
    await field(page, t.password).fill(demoPassword);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/login');
    fail();
    await page.waitForURL((url) => url.pathname.startsWith('/my-profile/'));
  });

  it('offers a reload, which brings the app once the scripts can be downloaded again', async () => {
    const page = await browser.openPage('/order-now', 'desktop', { prepare: dropScripts });
    await failureNotice(page).waitFor();
    expect(await page.locator('html').getAttribute('data-app')).toBeNull();
    await page.unrouteAll();
    await failureNotice(page).getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await failureNotice(page).isVisible()).toBe(false);
  });
});
