import { accountMessages, creditMessages, subscriptionMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The dialogs of §2.5 a new owner meets: the credit packs video and the Pro plan promotion. */
describe('the video modal and the Pro plan promo (§2.5)', () => {
  it('opens the credit packs explainer and gives the focus back when it closes', async () => {
    const page = await browser.openPage('/login');
    await signUpOwner(page, 'dialogs-video');
    await page.goto('/my-profile/billing/credits');
    // At once, as a person taps what they see: a click before hydration is kept and replayed.
    const videoLink = page.getByRole('button', { name: creditMessages.videoLink });
    await videoLink.click();
    const dialog = page.getByRole('dialog', { name: creditMessages.videoTitle });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(3);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => videoLink.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('opens the Pro plan promo from the sidebar, and its Learn More leads to the plans page', async () => {
    const page = await browser.openPage('/login');
    await signUpOwner(page, 'dialogs-pro');
    const sidebar = page.getByRole('complementary', { name: 'Account sidebar' });
    await sidebar.getByRole('button', { name: accountMessages.proPromoAction }).click();
    const dialog = page.getByRole('dialog', { name: subscriptionMessages.promoTitle });
    await dialog.getByText(subscriptionMessages.promoText).waitFor();
    // The owner may buy (manageCredits): Get Pro is offered beside Learn More.
    expect(await dialog.getByRole('link', { name: subscriptionMessages.getPro }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: subscriptionMessages.learnMore }).click();
    await page.waitForURL('**/plans');
    // Inside the app the link navigates without a page load: the address changes before the
    // plans page has rendered its title, so the tab's title is what to wait for.
    await page.waitForFunction(
      (title) => document.title === title,
      'Plans and ways to pay · Deckhand',
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
