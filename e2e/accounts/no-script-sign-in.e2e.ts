import { accountMessages, authScreenTexts as t } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword, journeyPassword } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail } from '../support/mailbox.ts';

const browser = useBrowser();

/** Signed in: a profile page with its heading. */
async function expectSignedIn(page: Page) {
  await page.waitForURL((url) => url.pathname.startsWith('/my-profile/'));
  await page.locator('main h1').first().waitFor();
}

async function fillSignup(page: Page, email: string) {
  await field(page, t.fullName).fill('Nell Noscript');
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(journeyPassword);
  await page.getByRole('button', { name: t.continue, exact: true }).click();
}

describe('signing up and in with JavaScript off (issue 33)', () => {
  it('signs up: the server follows the verification link for this browser and signs it in', async () => {
    const page = await browser.openPage('/signup', 'mobile', { javaScriptEnabled: false });
    await fillSignup(page, uniqueEmail('noscript-signup'));
    await expectSignedIn(page);
  });

  it('logs in: a wrong password is answered on its field, with the address kept; the right one signs in', async () => {
    const page = await browser.openPage('/login', 'mobile', { javaScriptEnabled: false });
    await field(page, t.email).fill('owner@example.com');
    await field(page, t.password).fill('Not-the#password1');
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await page.getByText(accountMessages.invalidCredentials).waitFor();
    expect(await field(page, t.email).inputValue()).toBe('owner@example.com');
    expect(await field(page, t.password).getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, t.password).inputValue()).toBe('');

    await field(page, t.password).fill(demoPassword);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expectSignedIn(page);
  });
});

describe("typing at once on a phone with Lighthouse's mobile throttling (issue 33)", () => {
  // Whether the send reaches the bare page (the server carries it out), the page before the app
  // runs (held, then sent by the app) or the app, the visitor lands signed in.
  it('signs up as soon as the form shows', async () => {
    const page = await browser.openPage('/signup', 'mobile', {
      throttled: true,
      beforeTheApp: true,
    });
    await fillSignup(page, uniqueEmail('throttled-signup'));
    await expectSignedIn(page);
  });

  it('logs in as soon as the form shows', async () => {
    const page = await browser.openPage('/login', 'mobile', {
      throttled: true,
      beforeTheApp: true,
    });
    await field(page, t.email).fill('manager@example.com');
    await field(page, t.password).fill(demoPassword);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expectSignedIn(page);
  });
});
