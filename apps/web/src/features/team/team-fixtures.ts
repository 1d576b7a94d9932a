import type { TCurrentUser, TInvite, TTeamMember, TTeamMembersResponse } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

/** Test data of the team page: Ada (owner), Ben (admin), Cleo (manager) and their invites. */

/** The first render loads the page's code and data: generous under a busy test run. */
export const pageLoad = { timeout: 5000 };
/** A test that renders the whole app and types into it: generous too. */
export const wholeApp = { timeout: 20000 };

export const member = (overrides: Partial<TTeamMember>): TTeamMember => ({
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

export const invite = (overrides: Partial<TInvite>): TInvite => ({
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

/** Ada (owner), Ben (admin without credit permissions) and Cleo (manager); three invites. */
export function makeTeam(currentUserId: number): TTeamMembersResponse {
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
        seeCreditBalance: false,
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

const people: Record<1 | 2 | 3, Partial<TCurrentUser>> = {
  1: { customerRole: 'owner', manageCredits: true, seeCreditBalance: true },
  2: { customerRole: 'admin', manageCredits: false, seeCreditBalance: false },
  3: { customerRole: 'manager', manageCredits: false, seeCreditBalance: false },
};

/**
 * The team page as Ada (1), Ben (2) or Cleo (3), the API faked by contract routes; the default
 * approvers name nobody unless a route says otherwise.
 */
export function renderTeam(currentUserId: 1 | 2 | 3, routes: TFakeRoutes = {}) {
  const api = fakeApi({
    'GET /team/members': { body: makeTeam(currentUserId) },
    'GET /team/approval-defaults': { body: { approvers: [], rule: 'all', required: null } },
    ...routes,
  });
  const view = renderApp({
    route: '/my-profile/team',
    init: makeInit({ user: makeUser(people[currentUserId]) }),
  });
  return { ...view, api };
}

export const membersTable = async () =>
  within(await screen.findByRole('region', { name: 'Members' }, pageLoad)).getByRole('table');
/**
 * The invite card, once it shows: a part of the page loaded apart (team-page.tsx), so it may come
 * a moment after the members table.
 */
export const inviteCard = () => screen.findByRole('region', { name: 'Invite people' }, pageLoad);
export const invitesRegion = () => screen.getByRole('region', { name: 'Pending invitations' });
export const row = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text)) as HTMLElement;
export const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name });
export const emailField = () => screen.getByRole('textbox', { name: 'Email addresses' });
