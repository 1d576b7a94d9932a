import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderReviewMessages, reviewClockMessages, reviewLogMessages } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../apps/api/src/test/deck-fixtures.ts';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { readMailbox } from '../support/mailbox.ts';
import {
  deliverFiles,
  placeInvoiceOrderAndFollow,
  startOrderAsStaff,
} from '../support/ordering.ts';
import { orderIdOf, runJobsUntil } from '../support/test-clock.ts';

const browser = useBrowser();

describe('the review’s fair clock', () => {
  it('reminds by mail and in the app, the owner extends once, the order is approved automatically and reopened within 7 days', {
    timeout: 180_000,
  }, async () => {
    const customer = await browser.openPage('/login');
    const email = await signUpOwner(customer, 'clock', 'Cleo Clock');
    const number = await placeInvoiceOrderAndFollow(customer, '3');
    const orderId = orderIdOf(number);

    const staff = await browser.openPage('/login');
    await startOrderAsStaff(staff, number);
    const deck = join(tmpdir(), `${process.pid}-clock-deck.pdf`);
    await writeFile(deck, await makePdf(['Our plan', 'The numbers']));
    await deliverFiles(staff, [deck]);

    // The customer's page shows the clock live: five business days, which days do not count.
    const clock = customer.getByRole('region', { name: reviewClockMessages.heading });
    await clock
      .getByText(/^Approved automatically in (5 business days|4 business days \d+ hours)/)
      .waitFor();
    await clock.getByText(reviewClockMessages.businessDaysNote(null)).waitFor();
    await expectNoAxeViolations(customer);

    // The test clock runs to the first reminder: a mail and a toast, two business days left.
    const subject = orderReviewMessages.reminderSubject(number);
    const reminders = async () =>
      (await readMailbox()).filter((mail) => mail.to === email && mail.subject === subject);
    await runJobsUntil(orderId, async () => (await reminders()).length === 1);
    expect((await reminders())[0]?.text).toContain('Time left to review: 2 business days');
    await customer
      .getByText(reviewClockMessages.reminderToast(number, '2 business days'))
      .waitFor();

    // The owner takes three more business days, once.
    await clock.getByRole('button', { name: reviewClockMessages.extend }).click();
    await customer.getByText(/Extended\. The review now ends /).waitFor();
    await clock.getByText(reviewClockMessages.extendedNote).waitFor();
    expect(await clock.getByRole('button', { name: reviewClockMessages.extend }).count()).toBe(0);

    // Nobody answers: the new window's three reminders go, then the order is approved.
    await runJobsUntil(orderId, async () => (await reminders()).length === 4);
    const texts = (await reminders()).map((mail) => mail.text).reverse();
    expect(texts[1]).toContain('Time left to review: 2 business days');
    expect(texts[2]).toContain('Time left to review: 1 business day ');
    expect(texts[3]).toContain('Time left to review: 4 hours');
    const reopen = customer.getByRole('button', { name: reviewClockMessages.reopen });
    await runJobsUntil(orderId, async () => (await reopen.count()) > 0);
    await customer.getByText(reviewClockMessages.reopenHeading, { exact: true }).waitFor();
    await expectNoAxeViolations(customer);

    // Within 7 days the owner reopens it, free: under review again, with a fresh clock.
    await reopen.click();
    await customer.getByText(reviewClockMessages.reopened).waitFor();
    await clock.getByRole('button', { name: reviewClockMessages.extend }).waitFor();
    const history = customer.getByRole('region', { name: reviewLogMessages.heading });
    await history.getByText(reviewLogMessages.kinds.reopened()).waitFor();
    await history.getByText(reviewLogMessages.kinds.reviewExtended(72)).waitFor();
    await history.getByText(reviewLogMessages.kinds.autoApproved()).waitFor();
    await expectNoAxeViolations(customer);
  });
});
