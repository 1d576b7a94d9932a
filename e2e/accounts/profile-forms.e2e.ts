import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const shotsDir = process.env.E2E_SCREENSHOTS_DIR ?? join(tmpdir(), 'shots');

/**
 * Runs in the page: the text fields of the main area whose value (or placeholder) is wider than
 * the room they give it, and the password rules' icons drawn narrower than their 16 px.
 */
function readCutText() {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('No canvas');
  const cutFields = Array.from(document.querySelectorAll('main input:not([type="checkbox"])'))
    .filter((input): input is HTMLInputElement => input instanceof HTMLInputElement)
    .filter((input) => {
      const style = getComputedStyle(input);
      context.font = style.font;
      const text = input.type === 'password' ? '' : input.value || input.placeholder;
      const room =
        input.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      return context.measureText(text).width > room + 0.5;
    })
    .map((input) => input.labels?.[0]?.textContent ?? input.name);
  // A rule draws both its icons and shows one (password-rules-list.tsx): the other has no box.
  const squeezedIcons = Array.from(document.querySelectorAll('main [role="listitem"] svg')).filter(
    (icon) => icon.getClientRects().length > 0 && icon.getBoundingClientRect().width < 15.5,
  ).length;
  return { cutFields, squeezedIcons };
}

describe('account forms beside the sidebar (issue 8, item 14)', () => {
  it.each([
    [768, 1024],
    [1280, 800],
  ])('show every value, placeholder and rule whole at %ix%i', async (width, height) => {
    const page = await browser.openPage('/login');
    await page.setViewportSize({ width, height });
    await logIn(page, 'owner@example.com');
    for (const path of ['/my-profile/user-details', '/my-profile/security']) {
      await page.goto(path);
      await page.locator('main input').first().waitFor();
      await page.screenshot({
        path: join(shotsDir, `forms-${width}${path.replaceAll('/', '_')}.png`),
      });
      expect({ path, ...(await page.evaluate(readCutText)) }).toEqual({
        path,
        cutFields: [],
        squeezedIcons: 0,
      });
    }
  });
});
