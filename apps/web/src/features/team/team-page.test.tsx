import {
  errorMessages,
  type TInvite,
  type TTeamMember,
  type TTeamMembersResponse,
  teamMessages,
  validationMessages,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';

/** The first render loads the page's code and data: generous under a busy test run. */
const pageLoad = { timeout: 5000 };

const member = (overrides: Partial<TTeamMember>): TTeamMember => ({
  id: 1,
  userId: 7,
  name: 'Ada Customer',
  email: 'ada@example.com',
  role: 'owner',
  manageCredits: true,
  seeCreditBalance: true,
  isCurrentUser: false,
  joinedAt: '2025-03-07',
  ...overrides,
});

const invite = (overrides: Partial<TInvite>): TInvite => ({
  id: 1,
  email: 'dan@example.com',
  role: 'manager',
  manageCredits: false,
  seeCreditBalance: false,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000000Z',
  expiresAt: '2026-11-27',
  ...overrides,
});

/** Ada (owner), Ben (admin) and Cleo (manager); invites for a manager, an owner and a link. */
function makeTeam(currentUserId: number): TTeamMembersResponse {
  return {
    members: [
      member({ id: 1, userId: 7, isCurrentUser: currentUserId === 1 }),
      member({
        id: 2,
        userId: 8,
        name: 'Ben Admin',
        email: 'ben@example.com',
        role: 'admin',
        manageCredits: false,
        isCurrentUser: currentUserId === 2,
      }),
      member({
        id: 3,
        userId: 9,
        name: 'Cleo Manager',
        email: 'cleo@example.com',
        role: 'manager',
        manageCredits: false,
        seeCreditBalance: false,
        joinedAt: '2026-01-15T09:30:00.000000Z',
        isCurrentUser: currentUserId === 3,
      }),
    ],
    invites: [
      invite({ id: 11 }),
      invite({ id: 12, email: 'eve@example.com', role: 'owner' }),
      invite({ id: 13, email: null, role: 'admin' }),
      invite({ id: 14, email: 'old@example.com', status: 'revoked' }),
    ],
  };
}

const roleOf = { 1: 'owner', 2: 'admin', 3: 'manager' } as const;

function renderTeam(currentUserId: 1 | 2 | 3, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /v1/team/members': { body: makeTeam(currentUserId) }, ...handlers });
  const view = renderApp({
    route: '/my-profile/team',
    init: makeInit({ user: makeUser({ customerRole: roleOf[currentUserId] }) }),
  });
  return { ...view, api };
}

const membersTable = async () =>
  within(await screen.findByRole('region', { name: 'Members' }, pageLoad)).getByRole('table');
const invitesRegion = () => screen.getByRole('region', { name: 'Pending invitations' });
const row = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text)) as HTMLElement;
const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name });
const emailField = () => screen.getByRole('textbox', { name: 'Email addresses' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('team page: who may do what (§6)', () => {
  it('shows the owner every member with role, permissions and join date, and every action', async () => {
    renderTeam(1);
    const table = await membersTable();
    const ada = row(table, 'Ada Customer');
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('Owner');
    expect(ada).toHaveTextContent('Manage credits');
    expect(ada).toHaveTextContent('See credit balance');
    expect(ada).toHaveTextContent('7 Mar 2025');
    expect(ada).toHaveTextContent('AC');
    expect(row(table, 'Cleo Manager')).toHaveTextContent('15 Jan 2026');
    expect(row(table, 'Cleo Manager')).toHaveTextContent('No credit access');

    expect(screen.getByRole('region', { name: 'Invite people' })).toBeInTheDocument();
    expect(queryButton('Copy invite link')).toBeInTheDocument();
    expect(queryButton('Change role and permissions of Ben Admin')).toBeInTheDocument();
    expect(queryButton('Change role and permissions of Cleo Manager')).toBeInTheDocument();
    expect(queryButton('Remove Ben Admin')).toBeInTheDocument();
    expect(queryButton('Remove Cleo Manager')).toBeInTheDocument();
    expect(queryButton(/of Ada Customer|Remove Ada/)).not.toBeInTheDocument();
    // The only owner cannot leave.
    expect(queryButton('Leave team')).not.toBeInTheDocument();

    const invites = within(invitesRegion()).getAllByRole('button', { name: /^Revoke/ });
    expect(invites.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Revoke the invitation for dan@example.com',
      'Revoke the invitation for eve@example.com',
      'Revoke the invitation for Shareable invite link',
    ]);
    expect(invitesRegion()).not.toHaveTextContent('old@example.com');
  });

  it('lets an admin manage admins and managers but not owners, and leave', async () => {
    const { user } = renderTeam(2);
    await membersTable();
    expect(queryButton('Change role and permissions of Cleo Manager')).toBeInTheDocument();
    expect(queryButton('Remove Cleo Manager')).toBeInTheDocument();
    expect(queryButton(/Ada Customer/)).not.toBeInTheDocument();
    expect(queryButton(/Ben Admin/)).not.toBeInTheDocument();
    expect(queryButton('Leave team')).toBeInTheDocument();
    expect(
      within(invitesRegion())
        .getAllByRole('button', { name: /^Revoke/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Revoke the invitation for dan@example.com',
      'Revoke the invitation for Shareable invite link',
    ]);

    await user.click(screen.getByRole('textbox', { name: 'Role' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Admin', 'Manager']);
  });

  it('shows a manager the team without any management action', async () => {
    renderTeam(3);
    await membersTable();
    expect(screen.queryByRole('region', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(queryButton('Copy invite link')).not.toBeInTheDocument();
    expect(queryButton(/^Change role/)).not.toBeInTheDocument();
    expect(queryButton(/^Remove/)).not.toBeInTheDocument();
    expect(within(invitesRegion()).queryByRole('button')).not.toBeInTheDocument();
    expect(queryButton('Leave team')).toBeInTheDocument();
  });

  it('shows an empty state to a team of one', async () => {
    stubApi({
      'GET /v1/team/members': { body: { members: [member({ isCurrentUser: true })], invites: [] } },
    });
    renderApp({ route: '/my-profile/team', init: makeInit({ user: makeUser() }) });
    expect(await screen.findByText('It is just you for now', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
  });
});

describe('team page: inviting', () => {
  it('counts emails against the limit and posts the invitation', async () => {
    const { user, api } = renderTeam(1, {
      'POST /v1/team/invites': { body: { invites: [] } },
    });
    await membersTable();
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    await user.type(emailField(), 'zoe@example.com, Max@Example.com ');
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Manage credits' }));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));

    await waitFor(() => expect(api.callsTo('POST', '/v1/team/invites')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/team/invites')[0]?.body).toEqual({
      emails: ['zoe@example.com', 'max@example.com'],
      role: 'manager',
      manageCredits: true,
      seeCreditBalance: false,
    });
    expect(await screen.findByText(teamMessages.invitesSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('0 / 20')).toBeInTheDocument());
  });

  it('refuses invalid addresses and more than the limit without calling the server', async () => {
    const { user, api } = renderTeam(1);
    await membersTable();
    await user.click(emailField());
    const many = Array.from({ length: 21 }, (_, index) => `p${index}@example.com`).join('\n');
    await user.paste(many);
    await user.type(emailField(), 'not-an-email ');
    expect(screen.getByText('22 / 20')).toHaveStyle({ color: 'var(--mantine-color-error)' });
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(validationMessages.email)).toBeInTheDocument();
    expect(screen.getByText(teamMessages.tooManyInvites)).toBeInTheDocument();
    expect(api.callsTo('POST', '/v1/team/invites')).toHaveLength(0);
  });

  it('puts the server’s 422 messages under the email field', async () => {
    const { user } = renderTeam(1, {
      'POST /v1/team/invites': {
        status: 422,
        body: { status: 'error', errors: { 'emails.0': [teamMessages.alreadyMember] } },
      },
    });
    await membersTable();
    await user.type(emailField(), 'ben@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(
      await screen.findByText(`ben@example.com: ${teamMessages.alreadyMember}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates an invite link with the chosen role and copies it', async () => {
    const url = 'http://localhost:5173/join/abc123';
    const { user, api } = renderTeam(1, {
      'POST /v1/team/invite-link': { body: { url, expiresAt: '2026-11-29' } },
    });
    await membersTable();
    await user.click(screen.getByRole('checkbox', { name: 'See credit balance' }));
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText(errorMessages.copied)).toBeInTheDocument();
    expect(api.callsTo('POST', '/v1/team/invite-link')[0]?.body).toEqual({
      role: 'manager',
      manageCredits: false,
      seeCreditBalance: true,
    });
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(url);
    expect(screen.getByText(/until 29 Nov 2026/)).toBeInTheDocument();
  });

  it('says so when the link cannot be copied', async () => {
    const { user } = renderTeam(1, {
      'POST /v1/team/invite-link': {
        body: { url: 'http://localhost/join/x', expiresAt: '2026-11-29' },
      },
    });
    await membersTable();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText(errorMessages.copyFailed)).toBeInTheDocument();
  });
});

describe('team page: changing members', () => {
  it('changes a member’s role and permissions', async () => {
    const { user, api } = renderTeam(1, { 'PATCH /v1/team/members/3': { body: {} } });
    await membersTable();
    await user.click(
      screen.getByRole('button', { name: 'Change role and permissions of Cleo Manager' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cleo Manager' });
    await user.click(within(dialog).getByRole('radio', { name: /Admin/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage credits' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.memberUpdated)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/v1/team/members/3')[0]?.body).toEqual({
      role: 'admin',
      manageCredits: true,
      seeCreditBalance: false,
    });
  });

  it('offers an admin no owner role in the edit dialog', async () => {
    const { user } = renderTeam(2);
    await membersTable();
    await user.click(
      screen.getByRole('button', { name: 'Change role and permissions of Cleo Manager' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cleo Manager' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['admin', 'manager']);
  });

  it('removes a member after confirmation', async () => {
    const { user, api } = renderTeam(1, { 'DELETE /v1/team/members/3': { body: {} } });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Remove Cleo Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(teamMessages.memberRemoved)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/v1/team/members/3')).toHaveLength(1);
  });

  it('shows the server’s 403 message when a change is refused', async () => {
    const { user } = renderTeam(1, {
      'DELETE /v1/team/members/2': {
        status: 403,
        body: { status: 'error', message: teamMessages.notAllowed },
      },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Remove Ben Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.notAllowed);
  });

  it('revokes an invitation after confirmation', async () => {
    const { user, api } = renderTeam(1, { 'DELETE /v1/team/invites/11': { body: {} } });
    await membersTable();
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation for dan@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/v1/team/invites/11')).toHaveLength(1));
  });

  it('lets a manager leave the team after confirmation', async () => {
    const { user, api } = renderTeam(3, {
      'POST /v1/team/leave': { body: {} },
      'GET /v1/init': { body: makeInit({ user: makeUser({ customerRole: 'owner' }) }) },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText(teamMessages.leftTeam)).toBeInTheDocument();
    expect(api.callsTo('POST', '/v1/team/leave')).toHaveLength(1);
  });
});
