import { authScreenTexts as t } from '@deckhand/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyPassword, profileNavigation } from '../support/accounts.ts';
import { findFreePort, type RunningApp, startBuiltApp } from '../support/app-server.ts';
import { useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail } from '../support/mailbox.ts';

const browser = useBrowser();
let app: RunningApp | undefined;

beforeAll(async () => {
  // PUBLIC_ORIGIN says localhost; the newcomer opens the app at 127.0.0.1 (as at a LAN address).
  const port = await findFreePort();
  app = await startBuiltApp({ PUBLIC_ORIGIN: `http://localhost:${port}` }, { port });
});
afterAll(async () => {
  await app?.stop();
});

describe('sign-up at another address than PUBLIC_ORIGIN', () => {
  it('signs up at http://127.0.0.1:PORT and lands in the profile, still at that address', async () => {
    const baseUrl = app?.baseUrl ?? '';
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await browser.openPage(`${baseUrl}/signup`);
    await page.getByRole('heading', { name: t.signUp }).waitFor();
    await field(page, t.fullName).fill('Nia Newcomer');
    await field(page, t.email).fill(uniqueEmail('other-address'));
    await field(page, t.password).fill(journeyPassword);
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    // The register answer's link is on 127.0.0.1, where this browser's cookies are.
    await page.waitForURL((url) => url.pathname.startsWith('/my-profile'));
    await profileNavigation(page).waitFor();
    expect(new URL(page.url()).origin).toBe(baseUrl);
  });
});
