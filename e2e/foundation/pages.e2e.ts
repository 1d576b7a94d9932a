import { feedbackMessages, screenTexts } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('redirect page', () => {
  it("shows 'You are leaving' with the target link", async () => {
    const target = 'https://example.com/brief?id=7';
    const page = await browser.openPage(`/redirect?url=${encodeURIComponent(target)}`);
    await page.getByRole('heading', { name: screenTexts.leavingHeading }).waitFor();
    expect(await page.getByRole('link', { name: target }).getAttribute('href')).toBe(target);
    await expectNoAxeViolations(page);
  });

  it.each(['/redirect', '/redirect?url=not-a-url'])('returns %s to the root', async (path) => {
    const page = await browser.openPage(path);
    await page.waitForURL((url) => url.pathname !== '/redirect');
    expect(new URL(page.url()).pathname).not.toBe('/redirect');
  });
});

describe('crash page', () => {
  it("shows the 'Fallback' error boundary", async () => {
    const page = await browser.openPage('/crash');
    await page.getByRole('heading', { name: screenTexts.fallbackHeading }).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('not-found page', () => {
  it.each(['desktop', 'mobile'] as const)('answers an unknown path on %s', async (viewport) => {
    const page = await browser.openPage('/no/such/page', viewport);
    await page.getByRole('heading', { name: screenTexts.notFoundHeading }).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('pages of nothing answer 404, not a soft 200 (issue 30)', () => {
  it.each([
    ['an unknown address', '/no/such/page', screenTexts.notFoundHeading],
    ["an unknown client's landing page", '/clients/nope', 'This client page does not exist'],
  ])('%s', async (_name, path, heading) => {
    const page = await browser.openPage('/login');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: heading }).waitFor();
  });

  it.each(['desktop', 'mobile'] as const)(
    'an unknown profile page, and the feedback page of an order the team does not have with no link to it (%s)',
    async (viewport) => {
      const page = await browser.openPage('/login', viewport);
      await logIn(page, 'owner@example.com');
      const unknownProfilePage = await page.goto('/my-profile/no-such-page');
      expect(unknownProfilePage?.status()).toBe(404);
      const response = await page.goto('/orders/999999/feedback');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: feedbackMessages.orderNotFound }).waitFor();
      expect(await page.getByRole('link', { name: feedbackMessages.backToOrder }).count()).toBe(0);
      expect(
        await page.getByRole('link', { name: feedbackMessages.backToOrders }).getAttribute('href'),
      ).toBe('/my-profile/orders');
      await expectNoAxeViolations(page);
    },
  );
});

describe('loading page', () => {
  it('shows the page loader', async () => {
    const page = await browser.openPage('/loading');
    await page
      .getByRole('progressbar')
      .or(page.getByText(/loading/i))
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
  });
});
