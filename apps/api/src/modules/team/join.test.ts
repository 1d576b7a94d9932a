import {
  accountMessages,
  endpoints,
  teamMessages,
  validationMessages,
  ZAcceptInviteResponse,
  ZJoinLookupResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { memberships, teamInvites, users } from '../../db/schema/index.ts';
import { sessionCookieName } from '../../platform/auth/session-cookie.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../test/expect-too-many-attempts.ts';
import {
  addTeamPerson,
  callAs,
  createTeamWithRoles,
  getMembershipId,
} from '../../test/team-factory.ts';
import { createTestUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();
const origin = 'https://deckhand.test';
const v1 = (path: string) => `/v1${path}`;
const joinLink = /\/join\/([\w-]{43})$/;

const createApp = () => ctx.createApp({ env: { PUBLIC_ORIGIN: origin } });

/** An owner's team that invites `email` (or makes a link when null); returns the raw token. */
async function createInvite(
  app: App,
  options: { email: string | null; role?: 'owner' | 'admin' | 'manager'; ownerName?: string },
) {
  const team = await createTeamWithRoles(ctx.database.db, options.ownerName ?? 'Olga Owner');
  const role = options.role ?? 'manager';
  const response = options.email
    ? await callAs(app, team.owner.token, {
        method: 'POST',
        url: v1(endpoints.team.invites),
        payload: { emails: [options.email], role, seeCreditBalance: true },
      })
    : await callAs(app, team.owner.token, {
        method: 'POST',
        url: v1(endpoints.team.inviteLink),
        payload: { role, seeCreditBalance: true },
      });
  expect(response.statusCode).toBe(201);
  let url: string = response.json().url;
  if (options.email) {
    const [mail] = (await findOutboxMails(ctx.database.db)).filter((m) => m.to === options.email);
    url = mail?.links[0] ?? '';
  }
  const token = joinLink.exec(url)?.[1] ?? '';
  expect(token).toHaveLength(43);
  return { team, token };
}

const accept = (app: App, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: v1(endpoints.team.join),
    headers: spaHeaders,
    payload,
    remoteAddress,
  });

const person = (token: string, email: string) => ({
  token,
  fullName: 'Nina Newcomer',
  email,
  password: testPassword,
  receiveOffers: false,
});

const getUser = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET /v1/team/join/{token}', () => {
  it('shows team, inviter, address, role and expiry of an emailed invite', async () => {
    const app = await createApp();
    const { team, token } = await createInvite(app, { email: 'look@example.com', role: 'admin' });
    const response = await app.inject({ url: v1(endpoints.team.joinLookup(token)) });
    expect(response.statusCode).toBe(200);
    const body = ZJoinLookupResponse.parse(response.json());
    const [row] = await ctx.database.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.teamId, team.teamId));
    expect(body).toEqual({
      teamName: 'Olga Owner',
      inviterName: 'Olga Owner',
      email: 'look@example.com',
      role: 'admin',
      expiresAt: expect.any(String),
    });
    expect(new Date(body.expiresAt).getTime()).toBe(row?.expiresAt.getTime());
  });

  it('has no email for a link-only invite', async () => {
    const app = await createApp();
    const { token } = await createInvite(app, { email: null });
    const response = await app.inject({ url: v1(endpoints.team.joinLookup(token)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('email');
  });

  it('answers 404 with inviteInvalid for unknown, expired, revoked and used invites', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    const invalid = { status: 'error', message: teamMessages.inviteInvalid };
    const unknown = await app.inject({ url: v1(endpoints.team.joinLookup('x'.repeat(43))) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(invalid);

    const changes = [
      { expiresAt: new Date(Date.now() - 1000) },
      { revokedAt: new Date() },
      { acceptedAt: new Date() },
    ];
    for (const change of changes) {
      const { token } = await createInvite(app, { email: null });
      await db
        .update(teamInvites)
        .set(change)
        .where(eq(teamInvites.tokenHash, hashToken(token)));
      const response = await app.inject({ url: v1(endpoints.team.joinLookup(token)) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(invalid);
    }
  });
});

describe('POST /v1/team/join (a new account)', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('creates a verified account in the team, uses the invite up and signs in', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    const { team, token } = await createInvite(app, { email: 'nina@example.com' });
    const response = await accept(app, person(token, 'Nina@Example.com'));
    expect(response.statusCode).toBe(201);
    const body = ZAcceptInviteResponse.parse(response.json());
    expect(body.user).toMatchObject({
      name: 'Nina Newcomer',
      email: 'nina@example.com',
      customerAccountId: team.teamId,
      customerRole: 'manager',
      manageCredits: false,
      seeCreditBalance: true,
      organisationName: 'Olga Owner',
    });
    const cookie = response.cookies.find((c) => c.name === sessionCookieName);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeUndefined();

    const user = await getUser('nina@example.com');
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const rows = await db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user?.id ?? 0));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ teamId: team.teamId, role: 'manager' });
    const [invite] = await db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.tokenHash, hashToken(token)));
    expect(invite?.acceptedAt).toBeInstanceOf(Date);
    expect(invite?.acceptedByUserId).toBe(user?.id);

    // The cookie signs in: the current user shows the new team.
    const me = await app.inject({
      url: v1(endpoints.users.me),
      cookies: { [sessionCookieName]: body.token },
    });
    expect(me.json().user).toMatchObject({
      customerAccountId: team.teamId,
      customerRole: 'manager',
    });
    const [welcome] = (await findOutboxMails(db)).filter((m) => m.to === 'nina@example.com');
    expect(welcome?.subject).toBe('Welcome to Deckhand');

    // The inviting team sees the newcomer; the invite is used up.
    const list = await callAs(app, team.owner.token, {
      method: 'GET',
      url: v1(endpoints.team.members),
    });
    expect(list.json().members.map((m: { email: string }) => m.email)).toContain(
      'nina@example.com',
    );
    expect(list.json().invites).toEqual([]);
    const twice = await accept(app, person(token, 'nina2@example.com'));
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(teamMessages.inviteInvalid);
  });

  it('keeps an emailed invite to its address', async () => {
    const app = await createApp();
    const { token } = await createInvite(app, { email: 'meant@example.com' });
    const response = await accept(app, person(token, 'other@example.com'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [teamMessages.inviteEmailMismatch] });
    expect(await getUser('other@example.com')).toBeUndefined();
  });

  it('signs in through a link-only invite but leaves the address to be verified', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    const { team, token } = await createInvite(app, { email: null, role: 'admin' });
    const response = await accept(app, person(token, 'linked@example.com'));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      customerAccountId: team.teamId,
      customerRole: 'admin',
    });
    expect((await getUser('linked@example.com'))?.emailVerifiedAt).toBeNull();
    const [mail] = (await findOutboxMails(db)).filter((m) => m.to === 'linked@example.com');
    expect(mail?.subject).toBe('Confirm your email address');

    const again = await accept(app, person(token, 'second@example.com'));
    expect(again.statusCode).toBe(404);
  });

  it('answers 422 with the sign-up messages for a bad body, and 404 for a bad token', async () => {
    const app = await createApp();
    const invalid = await accept(app, { token: '', fullName: 'R2D2', email: 'x', password: 'a' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      token: [validationMessages.required],
      fullName: [validationMessages.latinName],
      email: [validationMessages.email],
    });
    const unknown = await accept(app, person('y'.repeat(43), 'ghost@example.com'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: teamMessages.inviteInvalid });
  });

  it('allows ten attempts a minute per IP, then 429', async () => {
    const app = await createApp();
    const remoteAddress = '10.9.8.7';
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await accept(
        app,
        person('z'.repeat(43), `try${attempt}@example.com`),
        remoteAddress,
      );
      expect(response.statusCode).toBe(404);
    }
    const blocked = await accept(app, person('z'.repeat(43), 'try11@example.com'), remoteAddress);
    expect(blocked.statusCode).toBe(429);
    expectTooManyAttempts(blocked);
  });
});

describe('POST /v1/team/join (an existing account)', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('moves a solo owner into the team with the right password, and answers 200', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    const existing = await createTestUser(db, { email: 'solo@example.com', name: 'Solo Person' });
    const oldMembership = await getMembershipId(db, existing.id);
    const { team, token } = await createInvite(app, { email: 'solo@example.com', role: 'admin' });

    const wrong = await accept(app, {
      ...person(token, 'solo@example.com'),
      password: 'Wrong#123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [accountMessages.invalidCredentials] });

    const response = await accept(app, person(token, 'solo@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: existing.id,
      name: 'Solo Person',
      customerAccountId: team.teamId,
      customerRole: 'admin',
    });
    const rows = await db.select().from(memberships).where(eq(memberships.userId, existing.id));
    expect(rows.map((row) => row.teamId)).toEqual([team.teamId]);
    expect(rows.map((row) => row.id)).not.toContain(oldMembership);
  });

  it('refuses the only owner of a team with other members', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    const busy = await createTestUser(db, { email: 'busy@example.com' });
    const [row] = await db.select().from(memberships).where(eq(memberships.userId, busy.id));
    await addTeamPerson(db, row?.teamId ?? 0, 'manager');
    const { token } = await createInvite(app, { email: 'busy@example.com' });
    const response = await accept(app, person(token, 'busy@example.com'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [teamMessages.ownerOfOtherTeam] });
    const after = await db.select().from(memberships).where(eq(memberships.userId, busy.id));
    expect(after).toEqual([row]);
    const lookup = await app.inject({ url: v1(endpoints.team.joinLookup(token)) });
    expect(lookup.statusCode).toBe(200);
  });

  it('refuses someone already in the team', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    const { team, token } = await createInvite(app, { email: null });
    const member = await createTestUser(db, { role: null, email: 'inside@example.com' });
    await db.insert(memberships).values({ userId: member.id, teamId: team.teamId, role: 'admin' });
    const response = await accept(app, person(token, 'inside@example.com'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [teamMessages.alreadyMember] });
  });

  it('verifies an unverified account through an emailed invite, not through a link', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    await createTestUser(db, { email: 'unsure@example.com', verified: false });
    const link = await createInvite(app, { email: null });
    const refused = await accept(app, person(link.token, 'unsure@example.com'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ email: [accountMessages.emailNotVerified] });
    expect((await getUser('unsure@example.com'))?.emailVerifiedAt).toBeNull();

    const emailed = await createInvite(app, { email: 'unsure@example.com' });
    const response = await accept(app, person(emailed.token, 'unsure@example.com'));
    expect(response.statusCode).toBe(200);
    expect((await getUser('unsure@example.com'))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('does not let a staff account join a team', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    await createTestUser(db, { email: 'crew@example.com', isStaff: true });
    const { token } = await createInvite(app, { email: null });
    const response = await accept(app, person(token, 'crew@example.com'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [accountMessages.invalidCredentials] });
  });

  it('ends the session the browser already had, as login does', async () => {
    const db = ctx.database.db;
    const app = await createApp();
    const stale = await createTestUser(db, { email: 'stale@example.com' });
    const { token } = await createInvite(app, { email: 'stale@example.com' });
    const login = await app.inject({
      method: 'POST',
      url: v1(endpoints.users.login),
      headers: spaHeaders,
      payload: { email: 'stale@example.com', password: testPassword },
    });
    const previous = login.json().token as string;
    const response = await app.inject({
      method: 'POST',
      url: v1(endpoints.team.join),
      headers: { ...spaHeaders, authorization: `Bearer ${previous}` },
      payload: person(token, 'stale@example.com'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(stale.id);
    const old = await app.inject({
      url: v1(endpoints.users.me),
      headers: { authorization: `Bearer ${previous}` },
    });
    expect(old.statusCode).toBe(401);
  });
});

describe('POST /v1/team/join (two people, one link)', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('lets exactly one of two simultaneous accepts through, rolling the other back', async () => {
    const app = await createApp();
    const { token } = await createInvite(app, { email: null });
    const responses = await Promise.all([
      accept(app, person(token, 'first@example.com')),
      accept(app, person(token, 'second@example.com')),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 404]);
    const loser = responses[0]?.statusCode === 404 ? 'first@example.com' : 'second@example.com';
    expect(await getUser(loser)).toBeUndefined();
  });
});
