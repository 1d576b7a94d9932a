import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staffOrderMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { logInStaff } from '../support/accounts.ts';
import { signUpOwner } from '../support/billing.ts';
import { useBrowser, waitForChannelJoined } from '../support/browser.ts';
import { fillOrderNow, placeOrder, readConfirmation } from '../support/ordering.ts';

const browser = useBrowser();

/** Letters only, so that the name passes the sign-up form and finds just this team. */
const uniqueName = () =>
  `Lena ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

describe('the staff console follows customers live', () => {
  it('the queue gains a new order, the order page shows the customer’s comment and revision request, without reloading', async () => {
    const name = uniqueName();

    // Staff open the queue and search for the team at once (typed before the list has loaded).
    const staff = await browser.openPage('/login');
    const joined = waitForChannelJoined(staff);
    await logInStaff(staff);
    const search = staff.getByRole('searchbox', { name: 'Search' });
    await search.fill(name);
    await staff.getByText(staffOrderMessages.empty).waitFor();
    await joined;

    // The customer orders; the queue shows the order without a reload.
    const customer = await browser.openPage('/login');
    await signUpOwner(customer, 'staff-live', name);
    await customer.goto('/order-now');
    await fillOrderNow(customer, '4');
    await customer.getByRole('radio', { name: /^Pay by invoice/ }).check();
    await placeOrder(customer);
    const number = await readConfirmation(customer);
    await staff.getByRole('link', { name: `Order ${number}` }).waitFor();
    // What was typed before the list loaded still filters it, long after the app ran: the new
    // order is the queue's only row (the queue holds every team's orders).
    expect(await search.inputValue()).toBe(name);
    expect(await staff.getByRole('link', { name: /^Order DH-/ }).count()).toBe(1);

    // Staff keep the order open, start and deliver it.
    await staff.getByRole('link', { name: `Order ${number}` }).click();
    await staff.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'Start work' }).click();
    await staff.getByText('Work started.').waitFor();
    const work = staff.getByRole('region', { name: 'Work' });
    await work.getByRole('button', { name: 'Deliver files' }).click();
    const file = join(tmpdir(), 'live-deck.pdf');
    await writeFile(file, '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await work.locator('input[type=file]').setInputFiles(file);
    await work.getByRole('button', { name: 'Remove live-deck.pdf' }).waitFor();
    await work.getByRole('button', { name: 'Deliver files' }).click();
    await staff.getByText('Files delivered. The customer can review them now.').waitFor();

    // The customer comments, then asks for a revision, on their order page.
    await customer.getByRole('link', { name: 'Follow this order' }).click();
    await customer.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    const review = customer.getByRole('region', { name: 'Your review' });
    await review.waitFor();
    await customer.getByRole('textbox', { name: 'Your comment' }).fill('Can the logo be blue?');
    await customer.getByRole('button', { name: 'Send comment' }).click();

    // Staff see the comment without reloading.
    await staff
      .getByRole('region', { name: 'Comments' })
      .getByText('Can the logo be blue?')
      .waitFor();

    await review.getByRole('button', { name: 'Request a revision' }).click();
    await review
      .getByRole('textbox', { name: /What should we change/ })
      .fill('Larger charts, please.');
    await review.getByRole('button', { name: 'Send revision request' }).click();
    await customer.getByText('Your revision request was sent to the designers.').waitFor();

    // ... and the revision request, still without reloading.
    await staff
      .getByRole('region', { name: 'Timeline' })
      .getByText('Larger charts, please.')
      .waitFor();
    const heading = staff.getByRole('heading', { name: `Order ${number}`, level: 1 });
    await heading.locator('xpath=..').getByText('Revision requested').waitFor();
  }, 180_000);
});
