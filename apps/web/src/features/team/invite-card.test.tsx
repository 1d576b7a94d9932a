import { errorMessages, teamMessages, validationMessages } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailField, invite, inviteCard, renderTeam, wholeApp } from './team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The chips of the email field, by their remove buttons. */
const chipsOf = () =>
  within(screen.getByRole('region', { name: 'Invite people' }))
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')?.replace('Remove ', ''));
const { inviteFailed, alreadyMember } = teamMessages;

describe('team page: inviting', wholeApp, () => {
  it('counts emails against the limit and posts the invitation', async () => {
    const sent = ['zoe@example.com', 'max@example.com'].map((email, index) =>
      invite({ id: 20 + index, email }),
    );
    const { user, api } = renderTeam(1, {
      'POST /team/invites': { status: 201, body: { invites: sent, failed: [] } },
    });
    await inviteCard();
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    await user.type(emailField(), 'zoe@example.com, Max@Example.com ');
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Manage credits' }));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));

    await waitFor(() => expect(api.callsTo('POST /team/invites')).toHaveLength(1));
    expect(api.callsTo('POST /team/invites')[0]?.body).toEqual({
      emails: ['zoe@example.com', 'max@example.com'],
      role: 'manager',
      manageCredits: true,
      seeCreditBalance: false,
    });
    expect(await screen.findByText(teamMessages.invitesSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('0 / 20')).toBeInTheDocument());
    expect(screen.queryByText(teamMessages.emailsRequired)).not.toBeInTheDocument();
  });

  it('explains an invalid chip at once and sends only the valid addresses', async () => {
    const { user, api } = renderTeam(1, {
      'POST /team/invites': {
        status: 201,
        body: { invites: [invite({ id: 30, email: 'zoe@example.com' })], failed: [] },
      },
    });
    await inviteCard();
    await user.type(emailField(), 'zoe@example.com not-an-email ');
    const explanation = inviteFailed('not-an-email', validationMessages.email);
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription(expect.stringContaining(explanation));

    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(api.callsTo('POST /team/invites')).toHaveLength(1));
    expect(api.callsTo('POST /team/invites')[0]?.body).toMatchObject({
      emails: ['zoe@example.com'],
    });
    await waitFor(() => expect(chipsOf()).toEqual(['not-an-email']));
    expect(screen.getByText(explanation)).toBeInTheDocument();
  });

  it('refuses more than the limit without calling the server', async () => {
    const { user, api } = renderTeam(1);
    await inviteCard();
    await user.click(emailField());
    const many = Array.from({ length: 21 }, (_, index) => `p${index}@example.com`).join('\n');
    await user.paste(many);
    await user.type(emailField(), 'not-an-email ');
    expect(screen.getByText('22 / 20')).toHaveStyle({ color: 'var(--mantine-color-error)' });
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(teamMessages.tooManyInvites)).toBeInTheDocument();
    expect(screen.getByText(inviteFailed('not-an-email', validationMessages.email))).toBeVisible();
    expect(api.callsTo('POST /team/invites')).toHaveLength(0);
  });

  it('invites the others, says which address failed and why, and keeps only that chip', async () => {
    const { user } = renderTeam(1, {
      'POST /team/invites': {
        status: 201,
        body: {
          invites: [invite({ id: 40, email: 'zoe@example.com' })],
          failed: [{ email: 'ben@example.com', message: alreadyMember }],
        },
      },
    });
    await inviteCard();
    await user.type(emailField(), 'Zoe@Example.com ben@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(teamMessages.someInvitesSent(1, 2))).toBeInTheDocument();
    await waitFor(() => expect(chipsOf()).toEqual(['ben@example.com']));
    expect(screen.getByText(inviteFailed('ben@example.com', alreadyMember))).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove ben@example.com' }),
    ).toHaveAccessibleDescription(alreadyMember);
  });

  it('keeps every chip and names each refused address when none was invited (422)', async () => {
    const { user } = renderTeam(1, {
      'POST /team/invites': {
        status: 422,
        body: {
          status: 'error',
          errors: { emails: [inviteFailed('ben@example.com', alreadyMember)] },
        },
      },
    });
    await inviteCard();
    await user.type(emailField(), 'ben@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(
      await screen.findByText(inviteFailed('ben@example.com', alreadyMember)),
    ).toBeInTheDocument();
    expect(chipsOf()).toEqual(['ben@example.com']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers an admin without credit permissions neither those nor the owner role', async () => {
    renderTeam(2);
    await inviteCard();
    const card = screen.getByRole('region', { name: 'Invite people' });
    expect(within(card).getByRole('checkbox', { name: 'Manage credits' })).toBeDisabled();
    expect(within(card).getByRole('checkbox', { name: 'See credit balance' })).toBeDisabled();
    expect(card).toHaveTextContent(teamMessages.permissionNotHeld);
    const role = within(card).getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Manager']);
  });

  it('copies the invite link for the chosen role and says what it gives', async () => {
    const url = 'http://localhost:5173/join/abc123';
    const { user, api } = renderTeam(1, {
      'POST /team/invite-link': { body: { url, expiresAt: '2026-11-29' } },
    });
    await inviteCard();
    await user.click(screen.getByRole('checkbox', { name: 'See credit balance' }));
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText(errorMessages.copied)).toBeInTheDocument();
    expect(api.callsTo('POST /team/invite-link')[0]?.body).toEqual({
      role: 'manager',
      manageCredits: false,
      seeCreditBalance: true,
    });
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(url);
    expect(
      screen.getByText(/join your team once as Manager \(See credit balance\), until 29 Nov 2026/),
    ).toBeInTheDocument();
  });

  it('says so when the link cannot be copied', async () => {
    const { user } = renderTeam(1, {
      'POST /team/invite-link': {
        status: 201,
        body: { url: 'http://localhost/join/x', expiresAt: '2026-11-29' },
      },
    });
    await inviteCard();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText(errorMessages.copyFailed)).toBeInTheDocument();
  });
});
