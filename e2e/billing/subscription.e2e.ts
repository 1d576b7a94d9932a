import { accountMessages, subscriptionMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { logIn, profileNavigation } from '../support/accounts.ts';
import { enterSandboxCard, signUpOwner, testCards } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the Pro plan and billing access', () => {
  it('an owner buys the Pro plan, lands on the thank-you page, and the navigation changes', async () => {
    const page = await browser.openPage('/login');
    await signUpOwner(page, 'pro');
    const navigation = profileNavigation(page);
    expect(await navigation.getByRole('link', { name: 'Insights dashboard' }).count()).toBe(0);

    await page.goto('/my-profile/billing/subscription');
    await page.getByRole('link', { name: subscriptionMessages.getPro }).click();
    await page.waitForURL('**/my-profile/billing/subscription/purchase');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /add a card/i }).click();
    await enterSandboxCard(page, testCards.succeeds);
    await page.getByText('•••• 4242').first().waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL('**/my-profile/billing/subscription/thank-you');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    // The subscription variant (§2.6): insights dashboard, the enterprise banner, no credits box.
    await navigation.getByRole('link', { name: 'Insights dashboard' }).waitFor();
    await page.getByText(accountMessages.enterpriseBanner).first().waitFor();
    expect(await page.getByRole('region', { name: 'Credits' }).count()).toBe(0);

    // My plan shows the running plan with what can be done to it.
    await page.goto('/my-profile/billing/subscription');
    await page.getByRole('button', { name: /pause/i }).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('a manager without the credits right cannot open billing', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'manager@example.com');
    expect(await profileNavigation(page).getByText('Billing', { exact: true }).count()).toBe(0);
    for (const path of ['/my-profile/billing/overview', '/my-profile/billing/payments-history']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'You cannot open this page' }).waitFor();
    }
    await expectNoAxeViolations(page);
  });
});
