import { authScreenTexts as t } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { journeyPassword } from '../support/accounts.ts';
import { enterSandboxCard, testCards } from '../support/billing.ts';
import { useBrowser, waitForApp } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail, waitForMail } from '../support/mailbox.ts';
import {
  atStep,
  continueButton,
  fillOrderNow,
  placeOrder,
  readConfirmation,
} from '../support/ordering.ts';

const browser = useBrowser();

describe('ordering through the order forms', () => {
  it('a new visitor prices 12 redesigned slides, signs up inside the flow and pays by card', async () => {
    const page = await browser.openPage('/order-now');
    await waitForApp(page);
    await fillOrderNow(page, '12', 'upload');
    const summary = page.getByRole('complementary', { name: 'Price' });
    await summary
      .getByText(/12 slides/)
      .first()
      .waitFor();

    // A visitor signs up before paying; the form comes back as it was left.
    await page.getByRole('link', { name: 'Sign up' }).click();
    const email = uniqueEmail('order');
    await field(page, t.fullName).fill('Owen Orderer');
    await field(page, t.email).fill(email);
    await field(page, t.password).fill(journeyPassword);
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await page.waitForURL('**/order-now');
    await atStep(page, 'Treatment');
    await expect.poll(() => page.getByRole('radio', { name: /^Redesign/ }).isChecked()).toBe(true);
    for (const title of [
      'Style',
      'Add-ons',
      'Slides',
      'Delivery',
      'Your files',
      'Brief',
      'Payment',
    ]) {
      await continueButton(page).click();
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }

    await page.getByRole('radio', { name: /^Pay by card/ }).check();
    await page.getByRole('button', { name: /add a card/i }).click();
    await enterSandboxCard(page, testCards.succeeds);
    await page.getByText('•••• 4242').first().waitFor();
    await placeOrder(page);
    const number = await readConfirmation(page);
    await waitForMail(email, new RegExp(number), 20_000);
  }, 150_000);
});
