import {
  accountMessages,
  endpoints,
  validationMessages as m,
  serverMessages,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { oneTimeTokens, sessions, users } from '../../db/schema/index.ts';
import { createOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { settleAfterResponseWork } from '../../platform/http/after-response.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { createTestConfig, spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../test/expect-too-many-attempts.ts';
import { createTestUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();
/** One app per test: each holds database connections (the realtime adapter on PostgreSQL). */
let app: App;
beforeEach(async () => {
  app = await ctx.createApp();
});
const newPassword = 'Fresh#Pass9';
const invalidToken = { status: 'error', message: accountMessages.invalidResetToken };

async function requestReset(email: string, remoteAddress = '10.9.0.1') {
  const response = await app.inject({
    url: `/v1${endpoints.users.resetRequest(email)}`,
    headers: spaHeaders,
    remoteAddress,
  });
  // The mail goes out after the answer.
  await settleAfterResponseWork(app);
  return response;
}

async function verifyToken(token: string) {
  return app.inject({ url: `/v1${endpoints.users.verifyResetToken(token)}` });
}

async function submitReset(payload: Record<string, unknown>, remoteAddress = '10.9.1.1') {
  return app.inject({
    method: 'POST',
    url: `/v1${endpoints.users.resetPassword}`,
    headers: spaHeaders,
    payload,
    remoteAddress,
  });
}

/** The token of the newest reset mail to this address. */
async function getMailedToken(email: string): Promise<string> {
  const mail = (await findOutboxMails(ctx.database.db)).find((item) => item.to === email);
  const link = mail?.links[0] ?? '';
  const prefix = `${createTestConfig().publicOrigin}/reset-password/`;
  expect(link.startsWith(prefix)).toBe(true);
  return link.slice(prefix.length);
}

const getUser = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /v1/users/reset-password/{email}', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('mails a one-hour, single-use link stored hashed, answering without a redirect', async () => {
    const user = await createTestUser(ctx.database.db, { email: 'rita@example.com', name: 'Rita' });
    const response = await requestReset('Rita@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(response.headers['cache-control']).toBe('no-store');

    const [mail] = await findOutboxMails(ctx.database.db);
    expect(mail).toMatchObject({ to: 'rita@example.com', subject: 'Reset your password' });
    expect(mail?.text).toContain('Hi Rita,');
    const token = await getMailedToken('rita@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(mail?.links[0]);

    const [row] = await ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.kind, 'password_reset')));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(3600_000);
  });

  it('answers the same for unknown and disabled accounts, and mails nothing', async () => {
    await createTestUser(ctx.database.db, { email: 'gone@example.com', disabled: true });
    const before = (await findOutboxMails(ctx.database.db)).length;
    for (const email of ['nobody@example.com', 'gone@example.com']) {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
    expect((await findOutboxMails(ctx.database.db)).length).toBe(before);
  });

  it('refuses an invalid email with 422 and the contract message', async () => {
    for (const email of ['not-an-email', 'a@b@example.com']) {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', errors: { email: [m.email] } });
    }
  });

  it('lets only the newest link work', async () => {
    await createTestUser(ctx.database.db, { email: 'twice@example.com' });
    await requestReset('twice@example.com');
    const first = await getMailedToken('twice@example.com');
    await requestReset('twice@example.com');
    const second = await getMailedToken('twice@example.com');
    expect(second).not.toBe(first);
    expect((await verifyToken(first)).statusCode).toBe(400);
    expect((await verifyToken(second)).statusCode).toBe(200);
  });

  it("refuses another site's image or link (no X-Requested-With, or a foreign Origin): 403, no mail, the pending link stays", async () => {
    await createTestUser(ctx.database.db, { email: 'victim@example.com' });
    expect((await requestReset('victim@example.com')).statusCode).toBe(200);
    const pending = await getMailedToken('victim@example.com');
    const mailed = (await findOutboxMails(ctx.database.db)).length;
    const url = `/v1${endpoints.users.resetRequest('victim@example.com')}`;

    const image = await app.inject({ url, headers: { origin: 'https://evil.example' } });
    expect(image.statusCode).toBe(403);
    expect(image.json()).toEqual({ status: 'error', message: serverMessages.missingRequestedWith });
    expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(403);
    const foreign = await app.inject({
      url,
      headers: { ...spaHeaders, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ status: 'error', message: serverMessages.originMismatch });

    expect((await findOutboxMails(ctx.database.db)).length).toBe(mailed);
    expect((await verifyToken(pending)).statusCode).toBe(200);
  });

  it('allows 10 requests a minute per email, then 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await requestReset('target@example.com', `10.9.2.${attempt}`);
      expect(response.statusCode).toBe(200);
    }
    const response = await requestReset('TARGET@example.com', '10.9.2.50');
    expect(response.statusCode).toBe(429);
    expectTooManyAttempts(response);
  });

  it('allows 10 requests a minute per IP, then 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await requestReset(`spray-${attempt}@example.com`, '10.9.3.1');
      expect(response.statusCode).toBe(200);
    }
    const response = await requestReset('spray-11@example.com', '10.9.3.1');
    expect(response.statusCode).toBe(429);
    expectTooManyAttempts(response);
  });
});

describe('GET /v1/users/verify/reset-password/{token}', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('answers success with the email for a usable link', async () => {
    await createTestUser(ctx.database.db, { email: 'check@example.com' });
    await requestReset('check@example.com');
    const response = await verifyToken(await getMailedToken('check@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', email: 'check@example.com' });
  });

  it('answers 400 with status error for unknown, expired, other-kind and disabled links', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db);
    const expired = await createOneTimeToken({
      db,
      kind: 'password_reset',
      email: user.email,
      userId: user.id,
      lifetimeMs: 1000,
      now: new Date(Date.now() - 5000),
    });
    const verification = await createOneTimeToken({
      db,
      kind: 'email_verification',
      email: user.email,
      userId: user.id,
      lifetimeMs: 60_000,
    });
    const off = await createTestUser(db, { disabled: true });
    const disabled = await createOneTimeToken({
      db,
      kind: 'password_reset',
      email: off.email,
      userId: off.id,
      lifetimeMs: 60_000,
    });
    for (const token of ['unknown-token', expired, verification, disabled]) {
      const response = await verifyToken(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidToken);
    }
  });
});

describe('POST /v1/users/reset-password', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('sets the password, uses the link up, verifies the email and ends every session', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { email: 'reset@example.com', verified: false });
    const sessionA = await createSession({ db, userId: user.id, remember: true });
    const sessionB = await createSession({ db, userId: user.id, remember: false });
    const other = await createTestUser(db);
    const otherSession = await createSession({ db, userId: other.id, remember: false });
    await requestReset('reset@example.com');
    const token = await getMailedToken('reset@example.com');

    const response = await submitReset({
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUrl: '/login' });

    const stored = await getUser(user.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored?.passwordHash ?? '', newPassword)).toBe(true);
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);

    for (const { token: sessionToken } of [sessionA, sessionB]) {
      const me = await app.inject({
        url: '/v1/users/me',
        cookies: { deckhand_session: sessionToken },
      });
      expect(me.statusCode).toBe(401);
    }
    const otherMe = await app.inject({
      url: '/v1/users/me',
      cookies: { deckhand_session: otherSession.token },
    });
    expect(otherMe.statusCode).toBe(200);
    const ended = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(ended.every((row) => row.endedAt instanceof Date)).toBe(true);

    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: spaHeaders,
        payload: { email: 'reset@example.com', password },
      });
    expect((await login(testPassword)).statusCode).toBe(422);
    expect((await login(newPassword)).statusCode).toBe(200);

    const again = await submitReset({
      token,
      password: 'Other#Pass9',
      confirmPassword: 'Other#Pass9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidToken);
    expect((await verifyToken(token)).statusCode).toBe(400);
  });

  it('gives accounts without a password one', async () => {
    const user = await createTestUser(ctx.database.db, {
      email: 'sso-only@example.com',
      password: null,
    });
    await requestReset('sso-only@example.com');
    const token = await getMailedToken('sso-only@example.com');
    const response = await submitReset({
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(await verifyPassword((await getUser(user.id))?.passwordHash ?? '', newPassword)).toBe(
      true,
    );
  });

  it('refuses unknown and expired links and accounts disabled since the request', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { email: 'later-off@example.com' });
    await requestReset('later-off@example.com');
    const token = await getMailedToken('later-off@example.com');
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const expired = await createOneTimeToken({
      db,
      kind: 'password_reset',
      email: user.email,
      userId: user.id,
      lifetimeMs: 1000,
      now: new Date(Date.now() - 5000),
    });
    for (const candidate of [token, expired, 'no-such-token']) {
      const response = await submitReset({
        token: candidate,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidToken);
    }
    expect(await verifyPassword((await getUser(user.id))?.passwordHash ?? '', testPassword)).toBe(
      true,
    );
  });

  it('answers 422 with the exact password rule messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { token: 't', password: 'short', confirmPassword: 'short' },
        {
          password: [m.passwordTooShort, m.passwordDigit, m.passwordSymbol, m.passwordUppercase],
        },
      ],
      [
        { token: 't', password: newPassword, confirmPassword: 'Fresh#Pass8' },
        { confirmPassword: [m.passwordsMatch] },
      ],
      [
        { password: 'x'.repeat(129), confirmPassword: '' },
        {
          token: [m.required],
          // A password over the maximum gets that one message (contract boundedString).
          password: [m.passwordTooLong],
          confirmPassword: [m.required],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await submitReset(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', errors });
    }
  });

  it('allows 10 submissions a minute per IP, then 429', async () => {
    const payload = { token: 'guess', password: newPassword, confirmPassword: newPassword };
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await submitReset(payload, '10.9.4.1')).statusCode).toBe(400);
    }
    const response = await submitReset(payload, '10.9.4.1');
    expect(response.statusCode).toBe(429);
    expectTooManyAttempts(response);
  });
});
