import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { approvalMessages, reviewLogMessages, authScreenTexts as t } from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../apps/api/src/test/deck-fixtures.ts';
import { journeyPassword } from '../support/accounts.ts';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser, waitForApp } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail, waitForMail } from '../support/mailbox.ts';
import {
  deliverFiles,
  placeInvoiceOrderAndFollow,
  startOrderAsStaff,
} from '../support/ordering.ts';

const browser = useBrowser();
const pdfToText = promisify(execFile);

/** The owner invites a teammate, who joins by the mailed link in their own browser. */
async function inviteTeammate(owner: Page, ownerName: string, name: string): Promise<Page> {
  const email = uniqueEmail('approver');
  await owner.goto('/my-profile/team');
  await owner.getByRole('table').getByText(ownerName).waitFor();
  const chips = owner.getByRole('textbox', { name: /email/i });
  await chips.fill(email);
  await chips.press('Enter');
  await owner.getByRole('button', { name: /send invit/i }).click();
  await owner.getByText(email).waitFor();
  const { link } = await waitForMail(email, /invit/i);
  const teammate = await browser.openPage(new URL(link).pathname);
  await field(teammate, t.fullName).fill(name);
  await field(teammate, t.password).fill(journeyPassword);
  await teammate.getByRole('button', { name: t.continue, exact: true }).click();
  await teammate.waitForURL('**/my-profile/team');
  return teammate;
}

describe('named approvers', () => {
  it('the owner names a teammate and themself ("all"); the teammate approves, then the owner; the audit PDF lists each step', {
    timeout: 180_000,
  }, async () => {
    const owner = await browser.openPage('/login');
    await signUpOwner(owner, 'approvals', 'Abby Approver');
    const teammate = await inviteTeammate(owner, 'Abby Approver', 'Theo Teammate');
    const number = await placeInvoiceOrderAndFollow(owner, '3');
    const orderPath = new URL(owner.url()).pathname;

    const staff = await browser.openPage('/login');
    await startOrderAsStaff(staff, number);
    const deck = join(tmpdir(), `${process.pid}-approvers-deck.pdf`);
    await writeFile(deck, await makePdf(['Our plan']));
    await deliverFiles(staff, [deck]);

    // The owner names the approvers: both must approve.
    const approvers = owner.getByRole('region', { name: approvalMessages.heading });
    await approvers.getByText(approvalMessages.noneNamed).waitFor();
    await approvers.getByRole('button', { name: approvalMessages.edit }).click();
    const people = approvers.getByRole('textbox', { name: approvalMessages.approversLabel });
    for (const name of ['Theo Teammate', 'Abby Approver']) {
      await people.click();
      await owner.getByRole('option', { name }).click();
    }
    await approvers.getByRole('radio', { name: approvalMessages.ruleOptions.all }).check();
    await expectNoAxeViolations(owner);
    await approvers.getByRole('button', { name: approvalMessages.save }).click();
    await owner.getByText(approvalMessages.saved).waitFor();
    await approvers.getByText(approvalMessages.rule.all(2)).waitFor();
    await approvers.getByText(approvalMessages.progress(0, 2)).waitFor();
    await expectNoAxeViolations(owner);

    // The teammate approves on their own page; the owner's page shows it live.
    await teammate.goto(orderPath);
    // As every journey until issue 33 lands: a button is live once the app runs.
    await waitForApp(teammate);
    const review = teammate.getByRole('region', { name: 'Your review' });
    await review.getByRole('button', { name: 'Approve delivery' }).click();
    await teammate
      .getByRole('dialog', { name: 'Approve this delivery?' })
      .getByRole('button', { name: 'Approve delivery' })
      .click();
    await teammate.getByText(approvalMessages.decisionRecorded).waitFor();
    await teammate.getByText(approvalMessages.yourDecision.approve).waitFor();
    await expectNoAxeViolations(teammate);
    await approvers.getByText(approvalMessages.progress(1, 2)).waitFor();

    // The owner's approval meets the rule: the order is approved.
    await owner
      .getByRole('region', { name: 'Your review' })
      .getByRole('button', { name: 'Approve delivery' })
      .click();
    await owner
      .getByRole('dialog', { name: 'Approve this delivery?' })
      .getByRole('button', { name: 'Approve delivery' })
      .click();
    await owner.getByText('Thank you! The order is approved.').waitFor();
    await expectNoAxeViolations(owner);

    // The audit PDF lists every step, in order.
    const history = owner.getByRole('region', { name: reviewLogMessages.heading });
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      history.getByRole('link', { name: reviewLogMessages.downloadPdf }).click(),
    ]);
    const pdf = join(tmpdir(), `${process.pid}-approvers-log.pdf`);
    await download.saveAs(pdf);
    const { stdout } = await pdfToText('pdftotext', ['-layout', pdf, '-']);
    const k = reviewLogMessages.kinds;
    const steps = [
      k.versionDelivered(1),
      k.approversChanged(2, 'all must approve'),
      k.decisionRecorded('approve', 0),
      'Theo Teammate',
      k.decisionRecorded('approve', 0),
      'Abby Approver',
      k.approved(),
    ];
    let at = 0;
    for (const step of steps) {
      const found = stdout.indexOf(step, at);
      expect(found, `"${step}" after position ${at}`).toBeGreaterThanOrEqual(0);
      at = found + step.length;
    }
  });
});
