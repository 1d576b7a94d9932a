import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInStaff } from '../support/accounts.ts';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { deliverFiles, placeInvoiceOrderAndFollow } from '../support/ordering.ts';

const browser = useBrowser();

/** A small real PDF for staff to deliver. */
async function writeDeliverable(name: string): Promise<string> {
  const path = join(tmpdir(), name);
  await writeFile(path, '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  return path;
}

/** Staff deliver one file with a note from the order's staff page. */
async function deliver(staff: Page, fileName: string, note: string) {
  await deliverFiles(staff, [await writeDeliverable(fileName)], { note, axe: true });
}

describe('after the order: staff work on it, the customer follows live and approves', () => {
  it('a new customer orders; staff start and deliver; the customer revises, approves and downloads', async () => {
    // The customer orders, paying by invoice, and follows the order on its page.
    const customer = await browser.openPage('/login');
    await signUpOwner(customer, 'after-order', 'Cora Customer');
    const number = await placeInvoiceOrderAndFollow(customer, '4');
    const heading = customer.getByRole('heading', { name: `Order ${number}`, level: 1 });
    const statusOf = () => heading.locator('xpath=..');

    // Staff, in their own browser, find it in the queue and start the work.
    const staff = await browser.openPage('/login');
    await logInStaff(staff);
    await expectNoAxeViolations(staff);
    await staff.getByRole('searchbox', { name: 'Search' }).fill(number);
    await staff.keyboard.press('Enter');
    await staff.getByRole('link', { name: `Order ${number}` }).click();
    await staff.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    await expectNoAxeViolations(staff);
    await staff.getByRole('button', { name: 'Start work' }).click();
    await staff.getByText('Work started.').waitFor();

    // The customer sees it without reloading: a toast and the new status.
    await customer.getByText(`Order ${number} is now in progress.`).waitFor();
    await statusOf().getByText('In progress').waitFor();

    // Staff deliver; the customer's review opens live.
    await deliver(staff, 'launch-deck-v1.pdf', 'Here is your deck.');
    await customer.getByText(`Order ${number} is now delivered.`).waitFor();
    const review = customer.getByRole('region', { name: 'Your review' });
    await review.waitFor();
    await customer
      .getByRole('region', { name: 'Deliveries' })
      .getByRole('link', { name: 'launch-deck-v1.pdf' })
      .waitFor();
    await review.getByText('2 of 2 included revision rounds left.').waitFor();
    await expectNoAxeViolations(customer);

    // The customer asks for a revision with notes.
    await review.getByRole('button', { name: 'Request a revision' }).click();
    await review
      .getByRole('textbox', { name: /What should we change/ })
      .fill('Larger charts, please.');
    await expectNoAxeViolations(customer);
    await review.getByRole('button', { name: 'Send revision request' }).click();
    await customer.getByText('Your revision request was sent to the designers.').waitFor();
    await statusOf().getByText('Revision requested').waitFor();

    // Staff see the request on the order and deliver the revision.
    await staff.reload();
    await staff
      .getByRole('region', { name: 'Timeline' })
      .getByText('Larger charts, please.')
      .waitFor();
    await deliver(staff, 'launch-deck-v2.pdf', 'Charts enlarged.');

    // The second delivery reaches the customer live; they approve it and download the file.
    await customer.getByRole('region', { name: 'Deliveries' }).getByText('Revision 1').waitFor();
    await review.getByText('1 of 2 included revision rounds left.').waitFor();
    await review.getByRole('button', { name: 'Approve delivery' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Approve this delivery?' });
    await expectNoAxeViolations(customer);
    await dialog.getByRole('button', { name: 'Approve delivery' }).click();
    await customer.getByText('Thank you! The order is approved.').waitFor();
    await statusOf().getByText('Approved').waitFor();
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('link', { name: 'launch-deck-v2.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('launch-deck-v2.pdf');
    await expectNoAxeViolations(customer);

    // Feedback: two scores (a star picked with the keyboard) and a few words, then shown as sent.
    await customer.getByRole('link', { name: 'Leave feedback' }).click();
    await customer.getByRole('heading', { name: `Feedback on order ${number}` }).waitFor();
    await expectNoAxeViolations(customer);
    for (const name of ['Design: 5 of 5', 'Keeping to the deadline: 4 of 5']) {
      await customer.getByRole('radio', { name }).focus();
      await customer.keyboard.press('Space');
    }
    await customer.getByRole('textbox', { name: 'What went well' }).fill('Quick revision.');
    await customer.getByRole('button', { name: 'Send feedback' }).click();
    await customer.getByText('Thank you for your feedback!').waitFor();
    await customer.getByText(/You sent this feedback on/).waitFor();
    await customer.getByText('Average: 4.5').waitFor();
    await expectNoAxeViolations(customer);
    await customer.getByRole('link', { name: 'Back to the order' }).click();
    await customer.getByRole('link', { name: 'Your feedback: 4.5 of 5' }).waitFor();

    // A comment from staff arrives live on the approved order.
    await staff.reload();
    await staff.getByRole('textbox', { name: 'Your comment' }).fill('Thank you for the order!');
    await staff.getByRole('button', { name: 'Send comment' }).click();
    await customer.getByText(`Deckhand commented on ${number}.`).waitFor();
    await customer
      .getByRole('region', { name: 'Comments' })
      .getByText('Thank you for the order!')
      .waitFor();
  }, 180_000);
});
