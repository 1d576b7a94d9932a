import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { teamInviteLimit } from './constants.ts';
import { validationMessages as m, teamMessages as tm } from './messages.ts';
import {
  ZAcceptInviteRequest,
  ZInviteMembersRequest,
  ZInviteMembersResponse,
  ZJoinLookupResponse,
  ZTeamMembersResponse,
  ZUpdateMemberRequest,
} from './team.ts';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const emails = (count: number) => Array.from({ length: count }, (_, i) => `p${i}@example.com`);

describe('invite members request', () => {
  it('lower-cases, deduplicates and defaults the permissions', () => {
    const parsed = ZInviteMembersRequest.parse({
      emails: ['Anna@Example.com', 'anna@example.com', 'bo@example.com'],
      role: 'manager',
    });
    expect(parsed).toEqual({
      emails: ['anna@example.com', 'bo@example.com'],
      role: 'manager',
      manageCredits: false,
      seeCreditBalance: false,
    });
  });
  it('needs at least one email and a role', () => {
    expect(errorsOf(ZInviteMembersRequest, { emails: [] })).toEqual({
      emails: tm.emailsRequired,
      role: tm.roleRequired,
    });
    expect(errorsOf(ZInviteMembersRequest, { role: 'guest' })).toEqual({
      emails: tm.emailsRequired,
      role: tm.roleRequired,
    });
  });
  it('checks each email with the spec message', () => {
    expect(errorsOf(ZInviteMembersRequest, { emails: ['ok@b.co', 'nope'], role: 'admin' })).toEqual(
      {
        'emails.1': m.email,
      },
    );
  });
  it(`takes at most ${teamInviteLimit} emails at once`, () => {
    expect(tm.tooManyInvites).toContain(String(teamInviteLimit));
    const ok = { emails: emails(teamInviteLimit), role: 'admin' };
    expect(ZInviteMembersRequest.safeParse(ok).success).toBe(true);
    expect(errorsOf(ZInviteMembersRequest, { ...ok, emails: emails(teamInviteLimit + 1) })).toEqual(
      {
        emails: tm.tooManyInvites,
      },
    );
  });
});

describe('invite members response', () => {
  it('lists the invites and each refused address with its reason', () => {
    const failed = [{ email: 'ben@example.com', message: tm.alreadyMember }];
    expect(ZInviteMembersResponse.parse({ invites: [], failed })).toEqual({ invites: [], failed });
    expect(ZInviteMembersResponse.safeParse({ invites: [] }).success).toBe(false);
  });
  it('words a refused address and the partial toast', () => {
    expect(tm.inviteFailed('ben@example.com', tm.alreadyMember)).toBe(
      'ben@example.com: This person is already a member of your team.',
    );
    expect(tm.someInvitesSent(1, 3)).toBe('1 of 3 invitations has been sent.');
    expect(tm.someInvitesSent(2, 3)).toBe('2 of 3 invitations have been sent.');
  });
});

describe('update member request', () => {
  it('needs a known role and both permissions', () => {
    expect(errorsOf(ZUpdateMemberRequest, { role: 'boss', manageCredits: true })).toMatchObject({
      role: tm.roleRequired,
    });
    const update = { role: 'admin', manageCredits: true, seeCreditBalance: false };
    expect(ZUpdateMemberRequest.parse(update)).toEqual(update);
  });
});

describe('join', () => {
  it('reads the invite without an email for link-only invites', () => {
    const lookup = {
      teamName: 'Acme',
      inviterName: 'Anna',
      role: 'manager',
      expiresAt: '2026-12-01',
    };
    expect(ZJoinLookupResponse.parse(lookup)).toEqual(lookup);
  });
  it('accepts with the sign-up fields and the token', () => {
    expect(
      errorsOf(ZAcceptInviteRequest, { fullName: 'Bo', email: 'bo@b.co', password: 'x' }),
    ).toEqual({
      password: m.passwordTooShort,
      token: m.required,
    });
  });
});

describe('team listing', () => {
  it('parses members and pending invites', () => {
    const member = {
      id: 1,
      userId: 7,
      name: 'Anna',
      email: 'anna@example.com',
      role: 'owner',
      manageCredits: true,
      seeCreditBalance: true,
      isCurrentUser: true,
      joinedAt: '2026-11-22T10:15:00.123456Z',
    };
    const invite = {
      id: 3,
      email: 'bo@example.com',
      role: 'admin',
      manageCredits: false,
      seeCreditBalance: true,
      status: 'pending',
      createdAt: '2026-11-22',
      expiresAt: '2026-11-29',
    };
    expect(
      ZTeamMembersResponse.parse({ members: [member], invites: [invite] }).members,
    ).toHaveLength(1);
    expect(
      ZTeamMembersResponse.safeParse({ members: [], invites: [{ ...invite, status: 'x' }] })
        .success,
    ).toBe(false);
  });
});
