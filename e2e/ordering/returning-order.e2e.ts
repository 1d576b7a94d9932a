import { describe, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser, waitForApp } from '../support/browser.ts';
import { fillOrderNow, placeOrder, readConfirmation } from '../support/ordering.ts';

const browser = useBrowser();

describe('ordering through the order forms', () => {
  it('a returning owner pays with credits; the 10-for-49 offer and a quote complete', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'owner@example.com');
    await page.goto('/order-now');
    await waitForApp(page);
    await fillOrderNow(page, '3');
    await page.getByRole('radio', { name: /^Pay with credits/ }).check();
    await placeOrder(page);
    await readConfirmation(page);

    await page.goto('/10-for-49');
    await waitForApp(page);
    await page.getByRole('heading', { name: '10 slides for $49', level: 1 }).waitFor();
    await page.getByRole('complementary', { name: 'Price' }).getByText('$49.00').first().waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/quote');
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Get a quote', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);
});
