import { authScreenTexts as t } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { journeyPassword, logIn, profileNavigation } from '../support/accounts.ts';
import { expectNoAxeViolations, holdTheApp, useBrowser, waitForApp } from '../support/browser.ts';
import { field } from '../support/fields.ts';
import { uniqueEmail, waitForMail } from '../support/mailbox.ts';

const browser = useBrowser();

describe('team invitations', () => {
  it('an owner invites a person who joins by the link and sees the team', async () => {
    const invitee = uniqueEmail('invitee');
    const owner = await browser.openPage('/login');
    await logIn(owner, 'owner@example.com');
    await owner.goto('/my-profile/team');
    // The members table (the default approvers' card names Aaron too).
    await owner.getByRole('table').getByText('Aaron Adler').waitFor();
    await expectNoAxeViolations(owner);

    const chips = owner.getByRole('textbox', { name: /email/i });
    await chips.fill(invitee);
    await chips.press('Enter');
    await owner.getByRole('button', { name: /send invit/i }).click();
    await owner.getByText(invitee).waitFor();
    await expectNoAxeViolations(owner);

    const { link } = await waitForMail(invitee, /invit/i);
    const guest = await browser.openPage(new URL(link).pathname);
    await guest.getByText('Northwind Studio').first().waitFor();
    await expectNoAxeViolations(guest);
    await field(guest, t.fullName).fill('Ivy Invitee');
    await field(guest, t.password).fill(journeyPassword);
    await guest.getByRole('button', { name: t.continue, exact: true }).click();
    await guest.waitForURL('**/my-profile/team');
    await guest.getByText('Olivia Owens').waitFor();
    await guest.getByText('Ivy Invitee').first().waitFor();
    await expectNoAxeViolations(guest);
    expect(await profileNavigation(guest).isVisible()).toBe(true);
  });

  it('a press on Copy invite link before the invitation form’s code has come is carried out when it has', async () => {
    const owner = await browser.openPage('/login');
    await logIn(owner, 'owner@example.com');
    // The invitation form is a part loaded apart (lib/ssr/lazy-part.tsx): its code held back.
    const inviteCode = holdTheApp(/\/assets\/invite-card-[^/]+\.js$/);
    await inviteCode.prepare(owner);
    await owner.goto('/my-profile/team');
    // Pressed at once, as a person would, on the server's HTML.
    const copyLink = owner.getByRole('button', { name: 'Copy invite link' });
    await copyLink.click();
    // The page goes live; the form is the server's HTML still, and the press waits for it.
    await waitForApp(owner);
    expect(
      await owner.locator('[data-part="pending"]', { has: copyLink }).count(),
      'the invitation form waits for its code',
    ).toBe(1);
    expect(await owner.getByRole('textbox', { name: 'Invite link' }).count()).toBe(0);
    await inviteCode.release();
    await owner.getByRole('textbox', { name: 'Invite link' }).waitFor();
    expect(await owner.locator('[data-part="pending"]', { has: copyLink }).count()).toBe(0);
  });
});
