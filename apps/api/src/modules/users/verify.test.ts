import { accountMessages, ZInitResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { createOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createTestUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();

async function registerAndGetLink(email: string) {
  const app = await ctx.createApp();
  const response = await app.inject({
    method: 'POST',
    url: '/v1/users/register',
    headers: spaHeaders,
    payload: { fullName: 'Vera Smith', email, password: testPassword },
  });
  expect(response.statusCode).toBe(201);
  return new URL(response.json().redirectUrl as string).pathname;
}

describe('GET /v1/users/verify/{token}', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('verifies once, signs in with a session cookie, mails the welcome, goes to the profile', async () => {
    const path = await registerAndGetLink('vera@example.com');
    const app = await ctx.createApp();
    const response = await app.inject({ url: path });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/my-profile');
    const cookie = response.cookies.find((item) => item.name === 'deckhand_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();

    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'vera@example.com'));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const [welcome] = await findOutboxMails(ctx.database.db);
    expect(welcome).toMatchObject({ to: 'vera@example.com', subject: 'Welcome to Deckhand' });

    const init = await app.inject({
      url: '/v1/init',
      cookies: { deckhand_session: cookie?.value ?? '' },
    });
    const initBody = ZInitResponse.parse(init.json());
    expect(initBody.user).toMatchObject({ email: 'vera@example.com', customerRole: 'owner' });

    const again = await app.inject({ url: path });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login');
    expect(again.cookies.map((item) => item.name)).toEqual(['flash']);
    const flash = await app.inject({
      url: '/v1/init',
      cookies: { flash: again.cookies[0]?.value ?? '' },
    });
    expect(flash.json().flashMessage).toEqual({
      type: 'error',
      message: accountMessages.invalidVerifyToken,
    });
  });

  it('refuses an expired link and an unknown one, leaving the address unverified', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { verified: false });
    const token = await createOneTimeToken({
      db,
      kind: 'email_verification',
      email: user.email,
      userId: user.id,
      lifetimeMs: 1000,
      now: new Date(Date.now() - 5000),
    });
    const app = await ctx.createApp();
    for (const url of [`/v1/users/verify/${token}`, '/v1/users/verify/unknown-token']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login');
      expect(response.cookies.some((item) => item.name === 'deckhand_session')).toBe(false);
    }
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeNull();
    const [stored] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(stored?.usedAt).toBeNull();
  });

  it('does not sign in a disabled user', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { verified: false, disabled: true });
    const token = await createOneTimeToken({
      db,
      kind: 'email_verification',
      email: user.email,
      userId: user.id,
      lifetimeMs: 60_000,
    });
    const app = await ctx.createApp();
    const response = await app.inject({ url: `/v1/users/verify/${token}` });
    expect(response.headers.location).toBe('/login');
  });
});
