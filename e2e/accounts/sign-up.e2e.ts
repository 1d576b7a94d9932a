import { authScreenTexts as t } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { journeyPassword, profileNavigation, submitLogin } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail, waitForMail } from '../support/mailbox.ts';

const browser = useBrowser();

describe('sign-up, log out and log back in', () => {
  it('signs up, lands in the profile through the verification link, then logs in with remember me', async () => {
    const email = uniqueEmail('signup');
    const page = await browser.openPage('/signup');
    await page.getByRole('heading', { name: t.signUp }).waitFor();
    await expectNoAxeViolations(page);

    // Validation on blur, with the contract's messages.
    await field(page, t.email).fill('not-an-email');
    await field(page, t.email).blur();
    await page.getByText('Please enter valid email').waitFor();
    await expectNoAxeViolations(page);

    await field(page, t.fullName).fill('Jane Sailor');
    await field(page, t.email).fill(email);
    await field(page, t.password).fill(journeyPassword);
    expect(await field(page, t.receiveOffers).isChecked()).toBe(false);
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    // Register answers the verification link; the browser follows it into the profile.
    await page.waitForURL((url) => url.pathname.startsWith('/my-profile'));
    await profileNavigation(page).waitFor();
    await expectNoAxeViolations(page);
    const welcome = await waitForMail(email, /welcome/i);
    expect(welcome.mail.subject).toBe('Welcome to Deckhand');

    // Log out from the header: back at the site, the has-logged-in cookie set for a year.
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/my-profile'));
    const cookies = await page.context().cookies();
    const hasLoggedIn = cookies.find((cookie) => cookie.name === 'deckhand_has_logged_in');
    expect(hasLoggedIn?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
    expect(cookies.find((cookie) => cookie.name === 'deckhand_session')).toBeUndefined();

    // Log back in with remember me: a persistent session cookie (30 days).
    await page.goto('/login');
    await page.getByRole('heading', { name: t.loginHeading }).waitFor();
    await expectNoAxeViolations(page);
    await submitLogin(page, { email, password: journeyPassword, remember: true });
    await page.waitForURL((url) => url.pathname.startsWith('/my-profile'));
    const session = (await page.context().cookies()).find((c) => c.name === 'deckhand_session');
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });

  it('puts the server error on the field for a wrong password', async () => {
    const page = await browser.openPage('/login');
    await submitLogin(page, { email: 'owner@example.com', password: 'Wrong#password1' });
    await page.getByText('The email or password is incorrect.').waitFor();
    await expectNoAxeViolations(page);
  });
});
