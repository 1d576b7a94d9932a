import { teamMessages } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import {
  invitesRegion,
  makeTeam,
  member,
  membersTable,
  pageLoad,
  queryButton,
  renderTeam,
  row,
  wholeApp,
} from './team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const notified = (message: string) => ({ body: { type: 'success' as const, message } });
const danger = 'var(--mantine-color-red-9)';
const makeTeamMember = (id: number) =>
  makeTeam(1).members.find((item) => item.id === id) ?? member({});

describe('team page: who may do what (§6)', wholeApp, () => {
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

    // The invitation form is a part loaded apart (lib/ssr/lazy-part.tsx): its code comes after.
    expect(await screen.findByRole('region', { name: 'Invite people' })).toBeInTheDocument();
    expect(queryButton('Copy invite link')).toBeInTheDocument();
    expect(queryButton('Change role and permissions of Ben Admin')).toBeInTheDocument();
    expect(queryButton('Change role and permissions of Cleo Manager')).toBeInTheDocument();
    expect(queryButton('Remove Ben Admin')).toBeInTheDocument();
    expect(queryButton('Remove Cleo Manager')).toBeInTheDocument();
    // Nobody edits their own membership, and the only owner cannot leave.
    expect(queryButton(/of Ada Customer|Remove Ada/)).not.toBeInTheDocument();
    expect(queryButton('Leave team')).not.toBeInTheDocument();

    const invites = within(invitesRegion()).getAllByRole('button', { name: /^Revoke/ });
    expect(invites.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Revoke the invitation for dan@example.com',
      'Revoke the invitation for eve@example.com',
      'Revoke the invitation for Shareable invite link',
    ]);
    expect(invitesRegion()).not.toHaveTextContent('old@example.com');
  });

  it('lets an admin manage admins and managers but not owners nor itself, and leave', async () => {
    renderTeam(2);
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

    const role = await screen.findByRole('combobox', { name: 'Role' });
    const options = within(role)
      .getAllByRole('option')
      .map((option) => option.textContent);
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
    fakeApi({
      'GET /team/members': { body: { members: [member({ isCurrentUser: true })], invites: [] } },
    });
    renderApp({ route: '/my-profile/team', init: makeInit({ user: makeUser() }) });
    expect(await screen.findByText('It is just you for now', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
  });
});

describe('team page: changing members', wholeApp, () => {
  it('changes a member’s role and permissions', async () => {
    const cleo = makeTeamMember(3);
    const { user, api } = renderTeam(1, {
      'PATCH /team/members/:id': { body: { ...cleo, role: 'admin', manageCredits: true } },
    });
    await membersTable();
    await user.click(
      screen.getByRole('button', { name: 'Change role and permissions of Cleo Manager' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cleo Manager' }, pageLoad);
    // The form's code loads when the dialog opens.
    await user.click(await within(dialog).findByRole('radio', { name: /Admin/ }, pageLoad));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage credits' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(teamMessages.memberUpdated)).toBeInTheDocument();
    const [call] = api.callsTo('PATCH /team/members/:id');
    expect(call?.params).toEqual({ id: '3' });
    expect(call?.body).toEqual({ role: 'admin', manageCredits: true, seeCreditBalance: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers an admin without credit permissions neither the owner role nor those permissions', async () => {
    const { user, api } = renderTeam(2, {
      'PATCH /team/members/:id': { body: { ...makeTeamMember(3), role: 'admin' } },
    });
    await membersTable();
    await user.click(
      screen.getByRole('button', { name: 'Change role and permissions of Cleo Manager' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cleo Manager' }, pageLoad);
    const radios = await within(dialog).findAllByRole('radio', {}, pageLoad);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['admin', 'manager']);
    expect(within(dialog).getByRole('checkbox', { name: 'Manage credits' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'See credit balance' })).toBeDisabled();
    expect(dialog).toHaveTextContent(teamMessages.permissionNotHeld);
    await user.click(within(dialog).getByRole('radio', { name: /Admin/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /team/members/:id')).toHaveLength(1));
    expect(api.callsTo('PATCH /team/members/:id')[0]?.body).toEqual({
      role: 'admin',
      manageCredits: false,
      seeCreditBalance: false,
    });
  });

  it('removes a member after a red confirmation', async () => {
    const { user, api } = renderTeam(1, {
      'DELETE /team/members/:id': notified(teamMessages.memberRemoved),
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Remove Cleo Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from team?' }, pageLoad);
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    expect(confirm.style.getPropertyValue('--button-bg')).toBe(danger);
    await user.click(confirm);
    expect(await screen.findByText(teamMessages.memberRemoved)).toBeInTheDocument();
    expect(api.callsTo('DELETE /team/members/:id').map((call) => call.params)).toEqual([
      { id: '3' },
    ]);
  });

  it('shows the server’s 403 message when a change is refused', async () => {
    const { user } = renderTeam(1, {
      'DELETE /team/members/:id': {
        status: 403,
        body: { status: 'error', message: teamMessages.notAllowed },
      },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Remove Ben Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from team?' }, pageLoad);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.notAllowed);
  });

  it('revokes an invitation after a red confirmation', async () => {
    const { user, api } = renderTeam(1, {
      'DELETE /team/invites/:id': notified(teamMessages.inviteRevoked),
    });
    await membersTable();
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation for dan@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' }, pageLoad);
    const confirm = within(dialog).getByRole('button', { name: 'Revoke' });
    expect(confirm.style.getPropertyValue('--button-bg')).toBe(danger);
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo('DELETE /team/invites/:id')).toHaveLength(1));
    expect(api.callsTo('DELETE /team/invites/:id')[0]?.params).toEqual({ id: '11' });
  });

  it('lets a manager leave the team after a red confirmation', async () => {
    const { user, api } = renderTeam(3, {
      'POST /team/leave': notified(teamMessages.leftTeam),
      'GET /init': { body: makeInit({ user: makeUser({ customerRole: 'owner' }) }) },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this team?' }, pageLoad);
    const confirm = within(dialog).getByRole('button', { name: 'Leave team' });
    expect(confirm.style.getPropertyValue('--button-bg')).toBe(danger);
    await user.click(confirm);
    expect(await screen.findByText(teamMessages.leftTeam)).toBeInTheDocument();
    expect(api.callsTo('POST /team/leave')).toHaveLength(1);
  });
});
