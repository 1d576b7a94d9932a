import { describe, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { useBrowser, waitForApp } from '../support/browser.ts';
import { fillOrderNow, placeOrder, readConfirmation } from '../support/ordering.ts';

const browser = useBrowser();

describe('ordering through the order forms', () => {
  it('a returning owner pays with credits', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'owner@example.com');
    await page.goto('/order-now');
    await waitForApp(page);
    await fillOrderNow(page, '3');
    await page.getByRole('radio', { name: /^Pay with credits/ }).check();
    await placeOrder(page);
    await readConfirmation(page);
  }, 120_000);
});
