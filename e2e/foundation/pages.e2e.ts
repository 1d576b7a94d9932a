import { screenTexts } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
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
