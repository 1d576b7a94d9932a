import { accountMessages, errorMessages, serverMessages, ZLoginResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createTestUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();
const day = 24 * 3600;

async function login(payload: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const app = await ctx.createApp();
  return app.inject({
    method: 'POST',
    url: '/v1/users/login',
    headers: { ...spaHeaders, 'x-device-id': 'device-1', 'user-agent': 'vitest' },
    payload,
    ...extra,
  });
}

const invalidCredentials = {
  status: 'error',
  errors: { password: [accountMessages.invalidCredentials] },
  message: errorMessages.somethingWentWrong,
};

describe('POST /v1/users/login', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('signs in with a browser-session cookie, returning the user and a new token each time', async () => {
    const user = await createTestUser(ctx.database.db, { email: 'lena@example.com' });
    const first = await login({ email: 'LENA@example.com', password: testPassword });
    expect(first.statusCode).toBe(200);
    const body = ZLoginResponse.parse(first.json());
    expect(body.user).toMatchObject({ id: user.id, email: 'lena@example.com', token: body.token });
    expect(first.headers['cache-control']).toBe('no-store');
    const cookie = first.cookies.find((item) => item.name === 'deckhand_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.secure).toBeUndefined();

    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(session).toMatchObject({ remember: false, deviceId: 'device-1', userAgent: 'vitest' });
    const lifetime = (session?.expiresAt.getTime() ?? 0) - Date.now();
    expect(Math.round(lifetime / 3600_000)).toBe(12);

    const second = await login({ email: 'lena@example.com', password: testPassword });
    expect(second.json().token).not.toBe(body.token);
  });

  it('remember me: a 30-day cookie with Max-Age, Secure behind https', async () => {
    await createTestUser(ctx.database.db, { email: 'rem@example.com' });
    const app = await ctx.createApp({ env: { TRUST_PROXY: 'true' } });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: { ...spaHeaders, 'x-forwarded-proto': 'https' },
      payload: { email: 'rem@example.com', password: testPassword, remember: true },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((item) => item.name === 'deckhand_session');
    expect(cookie?.secure).toBe(true);
    expect(Math.abs((cookie?.maxAge ?? 0) - 30 * day)).toBeLessThanOrEqual(2);
  });

  it('gives the same 422 for an unknown email, a wrong password and a disabled account', async () => {
    await createTestUser(ctx.database.db, { email: 'known@example.com' });
    await createTestUser(ctx.database.db, { email: 'off@example.com', disabled: true });
    await createTestUser(ctx.database.db, { email: 'sso@example.com', password: null });
    for (const payload of [
      { email: 'unknown@example.com', password: testPassword },
      { email: 'known@example.com', password: 'Wrong#123' },
      { email: 'off@example.com', password: testPassword },
      { email: 'sso@example.com', password: testPassword },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidCredentials);
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses an unverified address after a correct password and mails a new link', async () => {
    await createTestUser(ctx.database.db, { email: 'new@example.com', verified: false });
    const wrong = await login({ email: 'new@example.com', password: 'Wrong#123' });
    expect(wrong.json()).toEqual(invalidCredentials);
    const response = await login({ email: 'new@example.com', password: testPassword });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      errors: { email: [accountMessages.emailNotVerified] },
      message: errorMessages.somethingWentWrong,
    });
    const [mail] = await findOutboxMails(ctx.database.db);
    expect(mail).toMatchObject({ to: 'new@example.com', subject: 'Confirm your email address' });
  });

  it('counts wrong passwords only: 10 a minute per account, then 429 with the wait', async () => {
    const user = await createTestUser(ctx.database.db);
    const app = await ctx.createApp();
    const attempt = (password: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: spaHeaders,
        payload: { email: user.email, password },
        remoteAddress: ip,
      });
    expect((await attempt(testPassword, '10.3.0.99')).statusCode).toBe(200);
    for (let index = 1; index <= 10; index++) {
      expect((await attempt('Wrong#123', `10.3.0.${index}`)).statusCode).toBe(422);
    }
    // Spent: not even the right password is checked now.
    const refused = await attempt(testPassword, '10.3.0.50');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      status: 'error',
      message: serverMessages.tooManyAttempts(retryAfter),
    });
  });

  it('lets an office behind one address sign in as often as it likes', async () => {
    const app = await ctx.createApp();
    const people = await Promise.all([1, 2, 3].map(() => createTestUser(ctx.database.db)));
    for (let round = 0; round < 5; round++) {
      for (const person of people) {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/users/login',
          headers: spaHeaders,
          payload: { email: person.email, password: testPassword },
          remoteAddress: '10.5.0.1',
        });
        expect(response.statusCode).toBe(200);
      }
    }
  });

  it('signs in 20 people to one account from one address at the same moment: all 200', async () => {
    const user = await createTestUser(ctx.database.db);
    const app = await ctx.createApp();
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: spaHeaders,
        payload: { email: user.email, password },
        remoteAddress: '10.6.0.1',
      });
    const logins = await Promise.all(Array.from({ length: 20 }, () => attempt(testPassword)));
    expect(logins.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    // Right passwords among wrong ones: the right ones never wait for a 429, the wrong ones count.
    const mixed = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        attempt(index % 5 === 2 ? 'Wrong#123' : testPassword),
      ),
    );
    expect(mixed.map((response) => response.statusCode)).toEqual(
      Array.from({ length: 25 }, (_, index) => (index % 5 === 2 ? 422 : 200)),
    );
  });

  it('checks no more than 10 wrong passwords sent at once: the rest get 429, unchecked', async () => {
    const user = await createTestUser(ctx.database.db);
    const app = await ctx.createApp();
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/v1/users/login',
          headers: spaHeaders,
          payload: { email: user.email, password: index === 0 ? testPassword : 'Wrong#123' },
          remoteAddress: `10.7.0.${index + 1}`,
        }),
      ),
    );
    const [right, ...wrong] = attempts.map((response) => response.statusCode);
    expect(wrong.filter((status) => status === 422)).toHaveLength(10);
    expect(wrong.filter((status) => status === 429)).toHaveLength(5);
    // The right one was checked before the budget was spent, or refused after.
    expect(right).toBeOneOf([200, 429]);
  });

  it('allows 10 wrong passwords a minute per IP across accounts, then 429', async () => {
    const app = await ctx.createApp();
    const attempt = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: spaHeaders,
        payload: { email, password: 'Wrong#123' },
        remoteAddress: '10.4.0.1',
      });
    for (let index = 1; index <= 10; index++) {
      expect((await attempt(`spray-${index}@example.com`)).statusCode).toBe(422);
    }
    const response = await attempt('spray-11@example.com');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
