import { authScreenTexts as t } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/accounts.ts';
import { holdTheApp, useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';

const browser = useBrowser();

describe('a sign-in sent before the app has loaded (issue 33)', () => {
  it('signs in with what a password manager filled and sent on the bare page', async () => {
    const app = holdTheApp();
    const page = await browser.openPage('/login', 'mobile', {
      beforeTheApp: true,
      prepare: app.prepare,
    });
    await field(page, t.email).fill('owner@example.com');
    await field(page, t.password).fill(demoPassword);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    // Held, not posted to the page: still here, and what was typed is still there.
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await field(page, t.email).inputValue()).toBe('owner@example.com');
    expect(app.held()).toBeGreaterThan(0);

    await app.release();
    await page.waitForURL((url) => url.pathname.startsWith('/my-profile/'));
    // Signed in: the profile's first page, on a phone.
    await page.locator('main h1').first().waitFor();
  });
});
