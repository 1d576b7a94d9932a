import { holidayCalendarMessages as m } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, logInStaff } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = isoDay(new Date());
const tomorrow = isoDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
const title = 'Studio outing';
const reminderText = m.reminder(title, 'tomorrow', true);

async function openStaffHolidays(page: Page) {
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Holidays' })
    .click();
  await page.getByRole('heading', { name: 'Holidays', level: 1 }).waitFor();
}

describe('the holiday calendar, as a customer sees it', () => {
  it('reminds of tomorrow’s holiday once, and its month, list and table agree', async () => {
    // Staff close the studio tomorrow.
    const staff = await browser.openPage('/login');
    await logInStaff(staff);
    await openStaffHolidays(staff);
    const form = staff.getByRole('region', { name: 'Add a holiday' });
    await form.getByLabel(/^Date/).fill(tomorrow);
    await form.getByRole('textbox', { name: /Title/ }).fill(title);
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await staff.getByText('Holiday added.').waitFor();

    try {
      // The customer is reminded on opening the account, and dismisses it.
      const page = await browser.openPage('/login');
      await logIn(page, 'owner@example.com');
      const reminder = page.locator('.mantine-Notification-root', { hasText: reminderText });
      await reminder.waitFor();
      await reminder.getByRole('button', { name: 'Dismiss notification' }).click();
      await reminder.waitFor({ state: 'detached' });

      // After a reload (the holidays come with the page again) the reminder stays away.
      await page.reload();
      await waitForApp(page);
      await page.locator('main h1').first().waitFor();
      expect(await page.getByText(reminderText).count()).toBe(0);

      // The list, the table and the month name the same holiday.
      await page.goto('/my-profile/holidays-calendar/list');
      const upcoming = page.getByRole('region', { name: m.upcoming });
      await upcoming.getByText(title).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: m.views.table }).click();
      const table = page.getByRole('table', { name: m.upcoming });
      await table.getByRole('cell', { name: title }).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: m.views.calendar }).click();
      if (tomorrow.slice(0, 7) !== today.slice(0, 7)) {
        await page.getByRole('button', { name: m.nextMonth }).click();
      }
      await page.getByRole('listitem').filter({ hasText: title }).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      // The run shares one server: the next journeys must not meet this holiday.
      await openStaffHolidays(staff);
      await staff.getByRole('button', { name: `Remove ${title} on ${tomorrow}` }).click();
      await staff
        .getByRole('dialog', { name: 'Remove this holiday?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await staff.getByText('Holiday removed.').waitFor();
    }
  }, 120_000);
});
