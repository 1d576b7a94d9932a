import { creditMessages, formatMinorUnits } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterSandboxCard, signUpOwner, testCards } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** Adds a card from the purchase form through the sandbox card frame. */
async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: creditMessages.addCard }).click();
  await enterSandboxCard(page, number);
}

describe('credit packs with the sandbox gateway', () => {
  it('a declined card changes nothing; a good card buys a Silver pack with its credits, history entry and receipt', async () => {
    const page = await browser.openPage('/login');
    await signUpOwner(page, 'credits');

    await page.goto('/my-profile/billing/credits');
    await page.getByRole('heading', { name: creditMessages.packsHeading }).waitFor();
    await page.getByRole('button', { name: creditMessages.videoLink }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Buy the Silver pack' }).click();
    await page.getByRole('heading', { name: creditMessages.purchaseHeading }).waitFor();
    await expectNoAxeViolations(page);

    // A declined card: the gateway's words, no credits, no purchased pack.
    await addCard(page, testCards.declined);
    await page.getByText('•••• 0002').first().waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Your card was declined.').first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByText(creditMessages.offer).first().waitFor();

    // A good card: the pack is bought once and its credits are on the balance.
    await addCard(page, testCards.succeeds);
    await page.getByText('•••• 4242').first().waitFor();
    await page.getByRole('radio', { name: /4242/ }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/my-profile/billing/credit-history');
    // The history's entry, in its table (the phone's cards come first in the page, hidden here;
    // the purchase toast says 'bought the Silver pack' too).
    await page.getByRole('table').getByText(creditMessages.purchaseReason('Silver')).waitFor();
    const balance = page.getByTestId('credits-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe(formatMinorUnits(270_000));
    await expectNoAxeViolations(page);

    // The payment history lists the paid pack and the declined attempt; the receipt is a PDF.
    await page.goto('/my-profile/billing/payments-history');
    const receipt = page.getByRole('link', { name: /receipt/i }).first();
    await receipt.waitFor();
    await expectNoAxeViolations(page);
    const href = await receipt.getAttribute('href');
    expect(href).toBeTruthy();
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Billing details list both cards, the good one usable for the next purchase.
    await page.goto('/my-profile/billing/overview');
    await page.getByText('•••• 4242').first().waitFor();
    await page.getByText('•••• 0002').first().waitFor();
    await expectNoAxeViolations(page);
  });
});
