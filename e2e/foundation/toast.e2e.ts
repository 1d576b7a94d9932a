import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('toasts', () => {
  it('shows a toast and dismisses it with its close icon', async () => {
    const page = await browser.openPage('/ui-kit');
    await page.getByRole('button', { name: 'Show success toast' }).click();
    const toast = page
      .getByRole('alert')
      .filter({ hasText: /success/i })
      .first();
    await toast.waitFor();
    // A toast closes after 8 s; the pointer resting on it holds it open (Mantine's hover pause),
    // as a person holds one to read it: axe measures it while it stays.
    await toast.hover();
    await expectNoAxeViolations(page, { include: '[role="alert"]' });
    await toast.getByRole('button').click();
    await expect.poll(() => toast.isVisible()).toBe(false);
  });

  it('dismisses a toast when it is clicked', async () => {
    const page = await browser.openPage('/ui-kit');
    await page.getByRole('button', { name: 'Show error toast' }).click();
    const toast = page.getByRole('alert').filter({ hasText: /error/i }).first();
    await toast.waitFor();
    await toast.click({ position: { x: 40, y: 10 } });
    await expect.poll(() => toast.isVisible()).toBe(false);
  });
});
