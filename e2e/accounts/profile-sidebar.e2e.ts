import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, profileNavigation } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const shotsDir = process.env.E2E_SCREENSHOTS_DIR ?? join(tmpdir(), 'shots');

type TSidebarView = {
  /** Links not wholly in view: cut by the scrolling box's edge or under its fade. */
  hiddenLinks: string[];
  isMoreAbove: boolean;
  isMoreBelow: boolean;
};

/**
 * Runs in the page: which links of the Account navigation a person cannot fully see, and which
 * edges of the sidebar's scrolling box show that more is there (a fade over the last 48 px).
 */
function readSidebarView(): TSidebarView {
  const nav = document.querySelector('aside nav[aria-label="Account"]');
  let scroller: Element | null = nav;
  while (scroller && getComputedStyle(scroller).overflowY !== 'auto') {
    scroller = scroller.parentElement;
  }
  const area = scroller?.parentElement;
  if (!nav || !scroller || !area) throw new Error('No scrolling account sidebar');
  const isMoreAbove = area.hasAttribute('data-more-above');
  const isMoreBelow = area.hasAttribute('data-more-below');
  // The scrolling box clips the links; the fades lie over its edges.
  const box = scroller.getBoundingClientRect();
  const fadeHeight = (edge: '::before' | '::after') =>
    Number.parseFloat(getComputedStyle(area, edge).height) || 0;
  const top = Math.max(box.top + (isMoreAbove ? fadeHeight('::before') : 0), 0);
  const bottom = Math.min(
    box.bottom - (isMoreBelow ? fadeHeight('::after') : 0),
    window.innerHeight,
  );
  // Links of a closed group are not rendered: nobody expects to see them.
  const hiddenLinks = Array.from(nav.querySelectorAll('a'))
    .filter((link) => link.checkVisibility())
    .filter((link) => {
      const linkBox = link.getBoundingClientRect();
      return linkBox.top < top - 0.5 || linkBox.bottom > bottom + 0.5;
    })
    .map((link) => link.textContent ?? '');
  return { hiddenLinks, isMoreAbove, isMoreBelow };
}

async function openProfile(page: Page, width: number, height: number, path: string) {
  await page.setViewportSize({ width, height });
  await logIn(page, 'owner@example.com');
  await page.goto(path);
  await profileNavigation(page).getByRole('link', { name: /^Help/ }).waitFor();
}

describe('the account sidebar (issue 8, item 14)', () => {
  it.each([
    [1280, 800],
    [1280, 720],
    [768, 1024],
  ])('shows every link at %ix%i, the boxes below them', async (width, height) => {
    const page = await browser.openPage('/login');
    // Settings open, with User details: the longest list of the owner's links.
    await openProfile(page, width, height, '/my-profile/user-details');
    const view = await page.evaluate(readSidebarView);
    await page.screenshot({ path: join(shotsDir, `sidebar-${width}x${height}.png`) });
    expect(view.hiddenLinks).toEqual([]);
    expect(view.isMoreAbove).toBe(false);
  });

  it('shows where more is in a short window, and scrolls to it', async () => {
    const page = await browser.openPage('/login');
    await openProfile(page, 1280, 520, '/my-profile/team');
    // The cues follow the sidebar's size once it has laid out: wait for them as a person would.
    await expect
      .poll(() => page.evaluate(readSidebarView))
      .toMatchObject({ isMoreAbove: false, isMoreBelow: true });
    await page.screenshot({ path: join(shotsDir, 'sidebar-1280x520.png') });

    const sidebar = page.getByRole('complementary', { name: 'Account sidebar' });
    const sidebarBox = await sidebar.boundingBox();
    if (!sidebarBox) throw new Error('The sidebar is not shown');
    await page.mouse.move(sidebarBox.x + sidebarBox.width / 2, 400);
    // A person scrolls until nothing more is below and the last box is in the window: wheel
    // events are applied asynchronously, and the cues follow the content a moment after it
    // changes (read in the same moment as a change, they still describe the content before it).
    const learnMore = sidebar.getByRole('button', { name: 'Learn More' });
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 400);
          const box = await learnMore.boundingBox();
          return {
            ...(await page.evaluate(readSidebarView)),
            isLearnMoreInWindow: box !== null && box.y + box.height <= 520,
          };
        },
        { timeout: 10_000 },
      )
      .toMatchObject({ isMoreAbove: true, isMoreBelow: false, isLearnMoreInWindow: true });
    await page.screenshot({ path: join(shotsDir, 'sidebar-1280x520-scrolled.png') });
  });
});
