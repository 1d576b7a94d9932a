import { describe, expect, it } from 'vitest';
import { logInStaff } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the staff console, by keyboard and mouse', () => {
  it('adjusts a team’s credits, adds and removes a holiday, posts and ends an alert, and finds them in the audit log', async () => {
    const page = await browser.openPage('/login');
    await logInStaff(page);

    // Teams: find the enterprise demo team and give it credits with a reason.
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Teams' })
      .click();
    await page.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search teams' }).fill('Contoso');
    await page.getByRole('link', { name: 'Contoso Enterprise' }).click();
    await page.getByRole('heading', { name: 'Contoso Enterprise', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    const credits = page.getByRole('region', { name: 'Credits' });
    const balanceOf = async () =>
      Number(((await credits.getByText(/^Balance:/).textContent()) ?? '').replace(/[^\d.]/g, ''));
    const before = await balanceOf();
    await credits.getByRole('textbox', { name: /Amount/ }).fill('25');
    await credits.getByRole('textbox', { name: /Reason/ }).fill('Goodwill for the launch week');
    await credits.getByRole('button', { name: 'Adjust credits' }).click();
    await page.getByText('Credits adjusted.').waitFor();
    await expect.poll(balanceOf).toBe(before + 25);

    // Holidays: add one far ahead, then remove it after confirming.
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Holidays' })
      .click();
    await page.getByRole('heading', { name: 'Holidays', level: 1 }).waitFor();
    const form = page.getByRole('region', { name: 'Add a holiday' });
    await form.getByLabel(/^Date/).fill('2027-08-20');
    await form.getByRole('textbox', { name: /Title/ }).fill('Summer outing');
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await page.getByText('Holiday added.').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Remove Summer outing on 2027-08-20' }).click();
    await page
      .getByRole('dialog', { name: 'Remove this holiday?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText('Holiday removed.').waitFor();

    // Alerts: post a maintenance banner, then end it after confirming.
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Alerts' })
      .click();
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    const alertForm = page.getByRole('region', { name: 'Post an alert' });
    await alertForm
      .getByRole('textbox', { name: /Message/ })
      .fill('Deckhand is down for maintenance on Sunday from 02:00 to 03:00 UTC.');
    await alertForm.getByRole('button', { name: 'Post alert' }).click();
    await page.getByText('Alert posted.').waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /^End now: Deckhand is down for maintenance/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'End this alert?' })
      .getByRole('button', { name: 'End now' })
      .click();
    await page.getByText('Alert ended.').waitFor();

    // The audit log lists what was done, newest first.
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.getByText('Removed a holiday').first().waitFor();
    await page.getByText('Adjusted credits').first().waitFor();
    await page.getByText('Ended an alert').first().waitFor();
    await expectNoAxeViolations(page);
  }, 120_000);
});
