import { authScreenTexts as t } from '@deckhand/contract';
import { describe, it } from 'vitest';
import { journeyPassword } from '../support/accounts.ts';
import { enterSandboxCard, testCards } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail, waitForMail } from '../support/mailbox.ts';
import {
  applyCoupon,
  atStep,
  continueButton,
  fillOrderNow,
  placeOrder,
  readConfirmation,
} from '../support/ordering.ts';

const browser = useBrowser();

describe('ordering through the order forms', () => {
  it('a new visitor prices 12 redesigned slides, applies a coupon, signs up inside the flow and pays by card', async () => {
    const page = await browser.openPage('/order-now');
    await fillOrderNow(page, '12', 'upload', 'Coupon', { axe: true });
    const summary = page.getByRole('complementary', { name: 'Price' });
    await summary
      .getByText(/12 slides/)
      .first()
      .waitFor();

    // A wrong code says why; the welcome coupon takes 10% off before the visitor signs up.
    await field(page, 'Coupon code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('This coupon does not exist.').waitFor();
    await expectNoAxeViolations(page);
    await applyCoupon(page, 'welcome10');
    await summary.getByText('Coupon WELCOME10 (10%)').waitFor();
    await continueButton(page).click();
    await atStep(page, 'Your account', { axe: true });

    // The visitor signs up inside the flow; the confirmation link opens in a new window (§2.3).
    const email = uniqueEmail('order');
    await field(page, t.fullName).fill('Owen Orderer');
    await field(page, t.email).fill(email);
    await field(page, t.password).fill(journeyPassword);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Create my account' }).click();
    const confirmation = await opened;
    await page.getByText('Confirm your email to continue').waitFor();
    // The link signs this browser in and brings the new window back to the order.
    await confirmation.waitForURL('**/order-now');
    await confirmation.close();

    // This tab notices the session and goes on to payment with the form as it was.
    await page.bringToFront();
    await atStep(page, 'Payment', { axe: true });
    await summary.getByText('Coupon WELCOME10 (10%)').waitFor();
    await page.getByRole('radio', { name: /^Pay by card/ }).check();
    await page.getByRole('button', { name: /add a card/i }).click();
    await enterSandboxCard(page, testCards.succeeds);
    await page.getByText('•••• 4242').first().waitFor();
    await placeOrder(page);
    const number = await readConfirmation(page, { axe: true });
    await waitForMail(email, new RegExp(number), 20_000);
  }, 150_000);
});
