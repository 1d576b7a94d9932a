import { capacityMessages as m } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { logIn, profileNavigation } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the capacity overview', () => {
  it('shows a subscription owner the month, and another month once picked; a manager is refused', async () => {
    const page = await browser.openPage('/login');
    await logIn(page, 'enterprise@example.com');
    await profileNavigation(page).getByRole('link', { name: 'Insights dashboard' }).click();
    await page.getByRole('heading', { name: m.heading, level: 1 }).waitFor();
    const summary = page.getByText(/ of \d+ slides used \(40 a working day\)\./);
    await summary.waitFor();
    const thisMonth = await summary.textContent();
    await expectNoAxeViolations(page);

    // Last month (the demo orders cover six weeks): the address, the summary and the table change.
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const year = String(last.getUTCFullYear());
    const month = String(last.getUTCMonth() + 1).padStart(2, '0');
    await page.getByRole('combobox', { name: m.year }).selectOption(year);
    await page.getByRole('combobox', { name: m.month }).selectOption(month);
    await page.waitForURL((url) => url.pathname === `/reports/capacity-overview/${year}-${month}`);
    // The month's figures come from the server: as long as any other wait of the journeys (the
    // poll's own 5 s ran out on a busy CI machine).
    await expect.poll(() => summary.textContent(), { timeout: 30_000 }).not.toBe(thisMonth);
    await page.getByText(m.tableToggle).first().click();
    await page
      .getByRole('table', { name: m.daily })
      .getByRole('cell', { name: `${year}-${month}-01` })
      .waitFor();
    await expectNoAxeViolations(page);

    const manager = await browser.openPage('/login');
    await logIn(manager, 'manager@example.com');
    await manager.goto('/reports/capacity-overview');
    await manager.getByText(m.notAllowed).waitFor();
    await expectNoAxeViolations(manager);
  }, 120_000);
});
