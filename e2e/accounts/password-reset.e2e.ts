import { accountMessages, authScreenTexts as t } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { journeyPassword, logIn, registerByApi } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail, waitForMail } from '../support/mailbox.ts';

const browser = useBrowser();

describe('password reset through the mailbox', () => {
  it('requests a link, sets a new password and logs in with it', async () => {
    const email = uniqueEmail('reset');
    await registerByApi(email);
    const page = await browser.openPage('/login');
    await page.getByRole('link', { name: t.forgotPassword }).click();
    await page.waitForURL('**/reset-password');
    await expectNoAxeViolations(page);
    await field(page, t.email).fill(email);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await page.getByText(accountMessages.resetLinkSent).waitFor();

    const { link } = await waitForMail(email, /reset/i);
    expect(new URL(link).pathname).toMatch(/^\/reset-password\/.+/);

    // The development mailbox shows the mail; its link leads to the new-password page.
    await page.goto('/dev/mailbox');
    const mails = page.getByRole('list', { name: 'Mails' });
    await mails
      .getByRole('button', { name: new RegExp(`Reset your password.*To ${email}`) })
      .click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: link }).click();
    await field(page, t.confirmPassword).waitFor();
    await expectNoAxeViolations(page);

    // The rule of §5.1 first, then a matching pair.
    await field(page, t.password).fill(journeyPassword);
    await field(page, t.confirmPassword).fill(`${journeyPassword}x`);
    await page.getByRole('button', { name: t.resetPassword }).click();
    await page.getByText('Passwords should match').waitFor();
    await expectNoAxeViolations(page);
    await field(page, t.confirmPassword).fill(journeyPassword);
    await page.getByRole('button', { name: t.resetPassword }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText(accountMessages.passwordChanged).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: /log ?in/i }).click();
    await page.waitForURL('**/login');

    await logIn(page, email, journeyPassword);

    // The used link does not work twice: the new-password page sends the visitor to the root.
    const again = await browser.openPage(new URL(link).pathname);
    await again.waitForURL((url) => !url.pathname.startsWith('/reset-password'));
  });
});
