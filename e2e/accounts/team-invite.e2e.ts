import { authScreenTexts as t } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { journeyPassword, logIn, profileNavigation } from '../support/accounts.ts';
import { expectNoAxeViolations, useBrowser } from '../support/browser.ts';
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
});
