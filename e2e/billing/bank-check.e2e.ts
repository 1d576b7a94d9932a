import {
  apiPrefix,
  creditMessages,
  endpoints,
  formatMinorUnits,
  sandboxBankCheckMessages,
} from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { enterSandboxCard, signUpOwner, testCards } from '../support/billing.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe("the bank's check (3-D Secure) with the sandbox gateway", () => {
  it('survives a reload: the page reopens the check, Complete adds the credits, one payment', async () => {
    const page = await browser.openPage('/login');
    await signUpOwner(page, 'bank-check');

    await page.goto('/my-profile/billing/credits');
    await page.getByRole('link', { name: 'Buy the Silver pack' }).click();
    await page.getByRole('heading', { name: creditMessages.purchaseHeading }).waitFor();
    await page.getByRole('button', { name: creditMessages.addCard }).click();
    // Saving a card ends once the account is read again; on a slow network that read ends after
    // the customer has picked the new card and pressed Pay. Held here until Pay is pressed.
    const heldAccountReads: (() => Promise<void>)[] = [];
    let isHolding = true;
    await page.route('**/v1/init', (route) =>
      isHolding ? void heldAccountReads.push(() => route.continue()) : route.continue(),
    );
    await enterSandboxCard(page, testCards.bankCheck);
    await page.getByText('•••• 3184').first().waitFor();
    await page.getByRole('radio', { name: /3184/ }).check();
    const paying = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/credit-purchases'),
    );
    await page.getByRole('button', { name: /^Pay / }).click();
    await paying;
    isHolding = false;
    await Promise.all(heldAccountReads.map((release) => release()));

    // The bank's check opens in a modal; the tab reloads while it is open.
    const check = () => page.frameLocator(`iframe[title="Your bank's check"]`);
    await check().getByText(formatMinorUnits(250_000)).waitFor();
    await check().getByRole('button', { name: sandboxBankCheckMessages.complete }).waitFor();
    // The card's save has ended too: the card stays the one the payment was sent with.
    await page.getByText('Saving the card…').waitFor({ state: 'hidden' });
    await page.reload();

    // The page finds the attempt, sends it again with its key and reopens the same check.
    await check().getByText(formatMinorUnits(250_000)).waitFor();
    await check().getByRole('button', { name: sandboxBankCheckMessages.complete }).click();
    await page.waitForURL('**/my-profile/billing/credit-history');
    await page.getByRole('table').getByText(creditMessages.purchaseReason('Silver')).waitFor();

    // Charged once, credited once.
    const read = async (path: string) => {
      const response = await page.request.get(`${apiPrefix}${path}`);
      expect(response.status()).toBe(200);
      return response.json();
    };
    const paymentList = await read(endpoints.billing.payments);
    expect(paymentList.total).toBe(1);
    expect(paymentList.items).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: 250_000 }),
    ]);
    const entries = await read(endpoints.billing.creditEntries);
    expect(entries.total).toBe(1);
    // The current user was read again after the check: the balance shows the pack's credits.
    const balance = page.getByTestId('credits-balance');
    await balance.waitFor();
    await expect
      .poll(() => balance.textContent(), { timeout: 10_000 })
      .toBe(formatMinorUnits(270_000));
  });
});
