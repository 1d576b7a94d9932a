import { describe, expect, it } from 'vitest';
import { logIn, profileNavigation } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('profile navigation variants', () => {
  it('a manager sees the manager navigation', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'manager@example.com');
    const nav = profileNavigation(page);
    for (const name of ['My orders', 'My team', 'Holiday calendar', 'Help']) {
      await nav.getByRole('link', { name }).waitFor();
    }
    expect(await nav.getByText('Billing', { exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Style templates' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it.each(['desktop', 'mobile'] as const)(
    'an owner sees billing and style templates on %s',
    async (viewport) => {
      const page = await browser.openPage('/login', viewport);
      await logIn(page, 'owner@example.com');
      if (viewport === 'mobile')
        await page.getByRole('button', { name: /^Account sections/ }).click();
      const nav = profileNavigation(page);
      await nav.getByRole('link', { name: 'Style templates' }).waitFor();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
    },
  );
});
