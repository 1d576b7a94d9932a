import {
  endpoints,
  inviteLifetimeDays,
  teamInviteLimit,
  teamMessages,
  validationMessages,
  ZInviteLinkResponse,
  ZInviteMembersResponse,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamInvites } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { addTeamPerson, callAs, createTeamWithRoles } from '../../test/team-factory.ts';

const ctx = useTestContext();
const origin = 'https://deckhand.test';
const v1 = (path: string) => `/v1${path}`;
const lifetimeMs = inviteLifetimeDays * 24 * 3600_000;
const joinLink = /^https:\/\/deckhand\.test\/join\/([\w-]{43})$/;

const createApp = () => ctx.createApp({ env: { PUBLIC_ORIGIN: origin } });

async function invite(token: string, payload: unknown) {
  const app = await createApp();
  return callAs(app, token, { method: 'POST', url: v1(endpoints.team.invites), payload });
}

const invitesOf = (teamId: number) =>
  ctx.database.db.select().from(teamInvites).where(eq(teamInvites.teamId, teamId));

describe('POST /v1/team/invites', () => {
  it('creates one hashed, expiring invite per address and mails each person their link', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db, 'Olga Owner');
    const started = Date.now();
    const response = await invite(team.owner.token, {
      emails: ['Ann@Example.com', 'ann@example.com', 'ben@example.com'],
      role: 'admin',
      manageCredits: true,
    });
    expect(response.statusCode).toBe(201);
    const body = ZInviteMembersResponse.parse(response.json());
    expect(body.invites.map((item) => item.email)).toEqual(['ann@example.com', 'ben@example.com']);
    for (const item of body.invites) {
      expect(item).toMatchObject({
        role: 'admin',
        manageCredits: true,
        seeCreditBalance: false,
        status: 'pending',
      });
    }

    const rows = await invitesOf(team.teamId);
    expect(rows).toHaveLength(2);
    const mails = await findOutboxMails(db);
    for (const row of rows) {
      expect(row.invitedByUserId).toBe(team.owner.user.id);
      const lifetime = row.expiresAt.getTime() - started;
      expect(lifetime).toBeGreaterThan(lifetimeMs - 60_000);
      expect(lifetime).toBeLessThanOrEqual(lifetimeMs + 60_000);
      const mail = mails.find((item) => item.to === row.email);
      expect(mail?.subject).toBe('Olga Owner invited you to join Olga Owner on Deckhand');
      expect(mail?.links).toHaveLength(1);
      const token = joinLink.exec(mail?.links[0] ?? '')?.[1] ?? '';
      expect(hashToken(token)).toBe(row.tokenHash);
      expect(row.tokenHash).not.toContain(token);
      expect(mail?.text).toContain(mail?.links[0]);
      expect(mail?.text).toContain('as an admin');
      expect(mail?.html).toContain(`href="${mail?.links[0]}"`);
    }
    expect(JSON.stringify(body)).not.toMatch(/[\w-]{43}/);
  });

  it('invites the other addresses and answers which were refused and why', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const memberEmail = team.manager.user.email;
    const response = await invite(team.admin.token, {
      emails: ['someone.new@example.com', memberEmail.toUpperCase(), 'another.new@example.com'],
      role: 'manager',
    });
    expect(response.statusCode).toBe(201);
    const body = ZInviteMembersResponse.parse(response.json());
    expect(body.invites.map((item) => item.email)).toEqual([
      'someone.new@example.com',
      'another.new@example.com',
    ]);
    expect(body.failed).toEqual([{ email: memberEmail, message: teamMessages.alreadyMember }]);
    const rows = await invitesOf(team.teamId);
    expect(rows.map((row) => row.email).sort()).toEqual([
      'another.new@example.com',
      'someone.new@example.com',
    ]);
    const mailed = (await findOutboxMails(db)).map((mail) => mail.to);
    expect(mailed).toEqual(expect.arrayContaining(['someone.new@example.com']));
    expect(mailed).not.toContain(memberEmail);
  });

  it('answers 422 on emails naming each address when none could be invited', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const response = await invite(team.owner.token, {
      emails: [team.manager.user.email, team.admin.user.email],
      role: 'manager',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: expect.any(String),
      errors: {
        emails: [team.manager.user.email, team.admin.user.email].map((email) =>
          teamMessages.inviteFailed(email, teamMessages.alreadyMember),
        ),
      },
    });
    expect(await invitesOf(team.teamId)).toEqual([]);
    const mailed = (await findOutboxMails(db)).map((mail) => mail.to);
    expect(mailed).not.toContain(team.manager.user.email);
    expect(mailed).not.toContain(team.admin.user.email);
  });

  it('invites a member of another team (they may join by moving)', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const other = await createTeamWithRoles(db);
    const response = await invite(team.owner.token, {
      emails: [other.manager.user.email],
      role: 'manager',
    });
    expect(response.statusCode).toBe(201);
  });

  it('replaces a pending invite of the same address: the old link stops working', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const first = await invite(team.owner.token, {
      emails: ['twice@example.com'],
      role: 'manager',
    });
    const second = await invite(team.owner.token, { emails: ['twice@example.com'], role: 'admin' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const rows = await db
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.teamId, team.teamId), eq(teamInvites.email, 'twice@example.com')));
    const oldId = first.json().invites[0].id;
    const newId = second.json().invites[0].id;
    expect(rows.find((row) => row.id === oldId)?.revokedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.id === newId)?.revokedAt).toBeNull();

    const app = await createApp();
    const list = await callAs(app, team.owner.token, {
      method: 'GET',
      url: v1(endpoints.team.members),
    });
    expect(list.json().invites.map((item: { id: number }) => item.id)).toEqual([newId]);

    const [newest, older] = (await findOutboxMails(db)).filter((m) => m.to === 'twice@example.com');
    const oldToken = joinLink.exec(older?.links[0] ?? '')?.[1] ?? '';
    const newToken = joinLink.exec(newest?.links[0] ?? '')?.[1] ?? '';
    const oldLookup = await app.inject({ url: v1(endpoints.team.joinLookup(oldToken)) });
    expect(oldLookup.statusCode).toBe(404);
    const newLookup = await app.inject({ url: v1(endpoints.team.joinLookup(newToken)) });
    expect(newLookup.json()).toMatchObject({ role: 'admin', email: 'twice@example.com' });
  });

  it('answers 422 with the contract messages for empty, invalid and too many addresses', async () => {
    const team = await createTeamWithRoles(ctx.database.db);
    const empty = await invite(team.owner.token, { emails: [], role: 'manager' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.emails).toEqual([teamMessages.emailsRequired]);

    const bad = await invite(team.owner.token, { emails: ['ok@example.com', 'nope'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      'emails.1': [validationMessages.email],
      role: [teamMessages.roleRequired],
    });

    const many = Array.from({ length: teamInviteLimit + 1 }, (_, i) => `p${i}@example.com`);
    const tooMany = await invite(team.owner.token, { emails: many, role: 'manager' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.emails).toEqual([teamMessages.tooManyInvites]);
    expect(await invitesOf(team.teamId)).toEqual([]);

    const limit = many.slice(0, teamInviteLimit);
    const atLimit = await invite(team.owner.token, { emails: limit, role: 'manager' });
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().invites).toHaveLength(teamInviteLimit);
  });
});

describe('POST /v1/team/invite-link', () => {
  it('answers a single-use /join link without an address, listed as a pending invite', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const app = await createApp();
    const response = await callAs(app, team.owner.token, {
      method: 'POST',
      url: v1(endpoints.team.inviteLink),
      payload: { role: 'manager', seeCreditBalance: true },
    });
    expect(response.statusCode).toBe(201);
    const body = ZInviteLinkResponse.parse(response.json());
    const token = joinLink.exec(body.url)?.[1] ?? '';
    expect(token).toHaveLength(43);
    const [row] = await invitesOf(team.teamId);
    expect(row).toMatchObject({
      email: null,
      role: 'manager',
      manageCredits: false,
      seeCreditBalance: true,
      tokenHash: hashToken(token),
      invitedByUserId: team.owner.user.id,
    });
    expect(new Date(body.expiresAt).getTime()).toBe(row?.expiresAt.getTime());
    expect(await findOutboxMails(db)).not.toContainEqual(
      expect.objectContaining({ links: [body.url] }),
    );
  });
});

describe('DELETE /v1/team/invites/{id}', () => {
  it('revokes a pending invite: it leaves the list and its link stops working', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const app = await createApp();
    const created = await callAs(app, team.owner.token, {
      method: 'POST',
      url: v1(endpoints.team.inviteLink),
      payload: { role: 'manager' },
    });
    const [row] = await invitesOf(team.teamId);
    const response = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: v1(endpoints.team.invite(row?.id ?? 0)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: teamMessages.inviteRevoked });
    const token = joinLink.exec(created.json().url)?.[1] ?? '';
    const lookup = await app.inject({ url: v1(endpoints.team.joinLookup(token)) });
    expect(lookup.statusCode).toBe(404);

    const again = await callAs(app, team.owner.token, {
      method: 'DELETE',
      url: v1(endpoints.team.invite(row?.id ?? 0)),
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets a second owner revoke what the first one sent', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const second = await addTeamPerson(db, team.teamId, 'owner');
    const sent = await invite(team.owner.token, { emails: ['x@example.com'], role: 'owner' });
    const app = await createApp();
    const response = await callAs(app, second.token, {
      method: 'DELETE',
      url: v1(endpoints.team.invite(sent.json().invites[0].id)),
    });
    expect(response.statusCode).toBe(200);
  });
});
