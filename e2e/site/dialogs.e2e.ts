import {
  accountMessages,
  creditMessages,
  creditPackVideoScenes,
  subscriptionMessages,
} from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The dialogs of §2.5 a new owner meets: the credit packs video and the Pro plan promotion. */
describe('the video modal and the Pro plan promo (§2.5)', () => {
  it('opens the credit packs explainer and gives the focus back when it closes', async () => {
    const page = await browser.openPage('/login', 'desktop', { asksCookieConsent: true });
    await signUpOwner(page, 'dialogs-video');
    await page.goto('/my-profile/billing/credits');
    // At once, as a person taps what they see: a click before hydration is kept and replayed.
    const videoLink = page.getByRole('button', { name: creditMessages.videoLink });
    await videoLink.click();
    const dialog = page.getByRole('dialog', { name: creditMessages.videoTitle });
    await dialog.waitFor();
    // The transcript: one item per scene of the video.
    expect(await dialog.getByRole('listitem').count()).toBe(creditPackVideoScenes.length);
    // A new visitor's cookie banner is still there, under the dialog: it covers none of it.
    const banner = page.locator('[aria-label="Cookie consent"]');
    const box = await banner.boundingBox();
    expect(box).not.toBeNull();
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="region"]')?.ariaLabel ?? null,
      [box!.x + box!.width / 2, box!.y + box!.height / 2] as const,
    );
    expect(onTop).not.toBe('Cookie consent');
    await expectNoAxeViolations(page);
    // The video plays (muted, as a browser allows without a gesture): the server sends the file
    // and the browser decodes it.
    const video = dialog.locator('video');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => videoLink.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('opens the Pro plan promo from the sidebar, and its Learn More leads to the plans page', async () => {
    const page = await browser.openPage('/login');
    // A slow phone's CPU: the profile the sign-up lands on is still hydrating when Learn More is
    // tapped, below the fold (the page is scrolled to it). Hydration once scrolled the page back
    // to the top, and the tap met the text above the button.
    const cpu = await page.context().newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await signUpOwner(page, 'dialogs-pro');
    const sidebar = page.getByRole('complementary', { name: 'Account sidebar' });
    await sidebar.getByRole('button', { name: accountMessages.proPromoAction }).click();
    const dialog = page.getByRole('dialog', { name: subscriptionMessages.promoTitle });
    await dialog.getByText(subscriptionMessages.promoText).waitFor();
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
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
