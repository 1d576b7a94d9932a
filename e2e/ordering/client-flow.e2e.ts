import { describe, expect, it } from 'vitest';
import { useBrowser, waitForApp } from '../support/browser.ts';
import { atStep } from '../support/ordering.ts';

const browser = useBrowser();

describe('ordering through the order forms', () => {
  it('shows an enterprise client its own flow on a phone', async () => {
    const page = await browser.openPage('/clients/northwind/order-now', 'mobile');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await atStep(page, 'Treatment');
    const hasOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasOverflow).toBe(false);
  });
});
