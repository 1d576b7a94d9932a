import { accountMessages, errorMessages, ZLoginResponse } from '@deckhand/contract';
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

  it('allows 10 attempts a minute per account email, then 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(
        { email: 'target@example.com', password: 'Wrong#123' },
        { remoteAddress: `10.3.0.${attempt}` },
      );
      expect(response.statusCode).toBe(422);
    }
    const response = await login(
      { email: 'target@example.com', password: 'Wrong#123' },
      { remoteAddress: '10.3.0.50' },
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ status: 'error', message: errorMessages.serverIssues });
  });

  it('allows 10 attempts a minute per IP, then 429', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(
        { email: `spray-${attempt}@example.com`, password: 'Wrong#123' },
        { remoteAddress: '10.4.0.1' },
      );
      expect(response.statusCode).toBe(422);
    }
    const response = await login(
      { email: 'spray-11@example.com', password: 'Wrong#123' },
      { remoteAddress: '10.4.0.1' },
    );
    expect(response.statusCode).toBe(429);
  });
});
