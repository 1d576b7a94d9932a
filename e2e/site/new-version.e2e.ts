import { screenTexts, timings } from '@deckhand/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type RunningApp, startBuiltApp } from '../support/app-server.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The version check runs in production only (§4): this file starts the built app as production. */
let production: RunningApp;

beforeAll(async () => {
  production = await startBuiltApp({
    APP_ENV: 'production',
    COOKIE_SECRET: 'e2e-production-cookie-secret-0123456789',
  });
}, 90_000);

afterAll(async () => {
  await production?.stop();
});

describe('the new-version notice (§2.5, §4)', () => {
  it('tells an open tab that a new version has been deployed', async () => {
    const page = await browser.openPage(`${production.baseUrl}/pricing`, 'desktop', {
      // The page's clock, so that 30 s pass without waiting for them.
      prepare: (tab) => tab.clock.install(),
    });
    // Acted on as soon as the page shows: on a busy machine its script may run only after the
    // clock has moved on, and the check counts from the page's opening, so it checks at once.
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A deployment: from now on `/` lists other scripts than the open page.
    await page.route(`${production.baseUrl}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replaceAll('/assets/app-', '/assets/app-next-');
      await route.fulfill({ response, body: html });
    });
    await page.clock.runFor(timings.versionCheckMs + timings.visibilityPollMs);
    await page
      .getByRole('status')
      .filter({ hasText: `${screenTexts.newVersion} — ${screenTexts.newVersionAction}` })
      .waitFor();
  });
});
