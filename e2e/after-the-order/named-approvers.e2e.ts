import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  approvalMessages,
  reviewGuestMessages as g,
  reviewLogMessages,
  reviewPinMessages,
  slidePreviewMessages,
  authScreenTexts as t,
} from '@deckhand/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../apps/api/src/test/deck-fixtures.ts';
import { journeyPassword } from '../support/accounts.ts';
import { signUpOwner } from '../support/billing.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail, waitForMail, waitForMailTo } from '../support/mailbox.ts';
import {
  deliverFiles,
  placeInvoiceOrderAndFollow,
  startOrderAsStaff,
  untilRendered,
} from '../support/ordering.ts';

const browser = useBrowser();
const pdfToText = promisify(execFile);

/** The owner invites a teammate, who joins by the mailed link in their own browser. */
async function inviteTeammate(owner: Page, ownerName: string, name: string): Promise<Page> {
  const email = uniqueEmail('approver');
  await owner.goto('/my-profile/team');
  await owner.getByRole('table').getByText(ownerName).waitFor();
  // Typed, Entered and sent as soon as the page shows: what the bare HTML took becomes a chip
  // once the app runs, and the held send goes with it (lib/forms/held-forms.ts).
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

/** The owner shares the order's review with a guest by e-mail, from the order page. */
async function inviteGuest(owner: Page, email: string, name: string): Promise<void> {
  const share = owner.getByRole('region', { name: g.heading });
  await share.getByRole('radio', { name: g.kindOptions.email }).check();
  await share.getByRole('textbox', { name: g.emailLabel }).fill(email);
  await share.getByRole('textbox', { name: g.nameLabel }).fill(name);
  await share.getByRole('button', { name: g.share }).click();
  await owner.getByText(g.invited(email)).waitFor();
  await share.getByText(name, { exact: true }).waitFor();
}

/** The guest, in a browser of their own, opens the mailed link, gives a name and pins a comment. */
async function reviewAsGuest(email: string): Promise<Page> {
  const { link } = await waitForMail(email, /asks for your review/);
  // On the server's page, before the app runs: a start sent then is held and sent by the app.
  const guest = await browser.openPage(new URL(link).pathname, 'desktop', { beforeTheApp: true });
  // The invite's name is offered in the server's page; the guest keeps it.
  expect(await guest.getByRole('textbox', { name: g.yourNameLabel }).inputValue()).toBe(
    'Gina Guest',
  );
  await guest.getByRole('button', { name: g.start }).click();
  await guest.getByText(g.signedInAs('Gina Guest')).waitFor();
  const review = guest.getByRole('region', { name: slidePreviewMessages.review });
  await review
    .getByRole('img', { name: slidePreviewMessages.slideLabel(1, 1) })
    .waitFor(untilRendered);
  await review.getByRole('button', { name: reviewPinMessages.addComment }).click();
  const surface = review.getByRole('application', { name: reviewPinMessages.addComment });
  const box = await surface.boundingBox();
  if (!box) throw new Error('no placing surface');
  await guest.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await review.getByRole('textbox', { name: reviewPinMessages.yourComment }).fill('Bigger logo.');
  await review.getByRole('button', { name: reviewPinMessages.pin }).click();
  await review.getByRole('button', { name: reviewPinMessages.pinLabel(1, 1) }).waitFor();
  await expectNoAxeViolations(guest);
  return guest;
}

/** An approver guest approves: the code mailed to them confirms it. */
async function approveAsGuest(guest: Page, email: string): Promise<void> {
  const decision = guest.getByRole('region', { name: approvalMessages.heading });
  await decision.getByRole('button', { name: g.approve }).click();
  await decision.getByRole('button', { name: g.sendCode }).click();
  await decision.getByText(/We sent a 6-digit code/).waitFor();
  const mail = await waitForMailTo(email, /Your code for/);
  const code = /is (\d{6})\./.exec(mail.text)?.[1] ?? '';
  await decision.getByRole('textbox', { name: g.codeLabel }).fill(code);
  await expectNoAxeViolations(guest);
  await decision.getByRole('button', { name: g.confirmDecision }).click();
  await decision.getByText(g.yourDecision.approve).waitFor();
  // Coming back, the guest is still themself: the server renders their review at once.
  await guest.reload();
  await guest.getByText(g.signedInAs('Gina Guest')).waitFor();
  await decision.getByText(g.yourDecision.approve).waitFor();
}

describe('named approvers', () => {
  it('the owner names a teammate and a guest ("all"); the guest pins and approves with a mailed code, the teammate approves; the audit PDF lists each step', {
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

    // The owner looks at the delivered slide, shares the review with a guest outside the team,
    // then names the approvers.
    await owner
      .getByRole('img', { name: slidePreviewMessages.slideLabel(1, 1) })
      .waitFor(untilRendered);
    const guestEmail = uniqueEmail('guest');
    await inviteGuest(owner, guestEmail, 'Gina Guest');
    const approvers = owner.getByRole('region', { name: approvalMessages.heading });
    await approvers.getByText(approvalMessages.noneNamed).waitFor();
    await approvers.getByRole('button', { name: approvalMessages.edit }).click();
    const people = approvers.getByRole('textbox', { name: approvalMessages.approversLabel });
    // Chosen with the keyboard: a click on an option makes the browser scroll the list into view,
    // which can carry the field out of sight, and Mantine hides a list whose field is hidden.
    for (const [search, name] of [
      ['Theo', 'Theo Teammate'],
      ['Gina', g.guestChoice('Gina Guest')],
    ] as const) {
      await people.fill(search);
      await owner.getByRole('option', { name }).waitFor();
      await people.press('ArrowDown');
      await people.press('Enter');
      await expect.poll(() => people.inputValue()).toBe('');
    }
    await approvers.getByText('Theo Teammate', { exact: true }).waitFor();
    await approvers.getByRole('radio', { name: approvalMessages.ruleOptions.all }).check();
    await expectNoAxeViolations(owner);
    await approvers.getByRole('button', { name: approvalMessages.save }).click();
    await owner.getByText(approvalMessages.saved).waitFor();
    await approvers.getByText(approvalMessages.rule.all(2)).waitFor();
    await approvers.getByText(approvalMessages.progress(0, 2)).waitFor();
    await expectNoAxeViolations(owner);

    // The guest opens the mailed link in a fresh browser, pins a comment and approves.
    const guest = await reviewAsGuest(guestEmail);
    await approveAsGuest(guest, guestEmail);
    // The owner's page shows it live.
    await approvers.getByText(approvalMessages.progress(1, 2)).waitFor();

    // The teammate's approval meets the rule: the order is approved.
    await teammate.goto(orderPath);
    const review = teammate.getByRole('region', { name: 'Your review' });
    await review.getByRole('button', { name: 'Approve delivery' }).click();
    await teammate
      .getByRole('dialog', { name: 'Approve this delivery?' })
      .getByRole('button', { name: 'Approve delivery' })
      .click();
    await teammate.getByText('Thank you! The order is approved.').waitFor();
    await expectNoAxeViolations(teammate);

    // The audit PDF lists every step, in order.
    await owner.reload();
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
      k.guestInvited('email'),
      'Abby Approver',
      k.approversChanged(2, 'all must approve'),
      k.pinAdded(1),
      'Gina Guest',
      k.decisionRecorded('approve', 0),
      'Gina Guest',
      k.decisionRecorded('approve', 0),
      'Theo Teammate',
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
