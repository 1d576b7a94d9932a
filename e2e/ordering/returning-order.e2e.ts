import { describe, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser, waitForChannelJoined } from '../support/browser.ts';
import { fillOrderNow, placeOrder, readConfirmation } from '../support/ordering.ts';

const browser = useBrowser();

// The journey places two orders end to end (about 130 s on a quiet 2-core machine with axe on
// every view; 150 s was exceeded under a full test run): its budget is the journey's, no single
// wait is longer than the usual.
describe('ordering through the order forms', () => {
  it('a returning owner pays with credits and finds the order in the orders list', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'owner@example.com');
    await page.goto('/order-now');
    await fillOrderNow(page, '3');
    await page.getByRole('radio', { name: /^Pay with credits/ }).check();
    await placeOrder(page);
    const number = await readConfirmation(page);

    // The order heads the team's orders list, and a search by its number finds it alone.
    await page.goto('/my-profile/orders');
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).getByText(number).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=/);
    await page.getByText('1-1 of 1').waitFor();
    await rows.nth(1).getByText('Received').waitFor();

    // Its page: what was ordered, the link sent, the price paid and its first status change.
    await rows
      .nth(1)
      .getByRole('link', { name: `Order ${number}` })
      .click();
    await page.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Timeline' }).getByText('Received').waitFor();
    await page.getByRole('link', { name: /docs\.google\.com/ }).waitFor();
    await expectNoAxeViolations(page);

    // A second tab on the orders list hears of the next order, paid with the saved card.
    const watcher = await page.context().newPage();
    const watching = waitForChannelJoined(watcher);
    await watcher.goto('/my-profile/orders');
    await watching;
    await page.goto('/order-now');
    await fillOrderNow(page, '2');
    await page.getByRole('radio', { name: /^Pay by card/ }).check();
    await placeOrder(page);
    const second = await readConfirmation(page);
    await watcher.getByText(`Order ${second} is now received.`).waitFor();
    await watcher.getByRole('table').getByText(second).waitFor();
  }, 300_000);
});
