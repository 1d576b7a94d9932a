import {
  accountMessages,
  endpoints,
  validationMessages as m,
  serverMessages,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import { createOneTimeToken } from '../../platform/auth/one-time-tokens.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { expectTooManyAttempts } from '../../test/expect-too-many-attempts.ts';
import { createSignedInUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();
/** One app per test: each holds database connections (the realtime adapter on PostgreSQL). */
let app: App;
beforeEach(async () => {
  app = await ctx.createApp();
});
const url = `/v1${endpoints.users.password}`;
const newPassword = 'Changed#Pass7';
const change = {
  currentPassword: testPassword,
  password: newPassword,
  confirmPassword: newPassword,
};

async function putPassword(
  payload: unknown,
  cookies: Record<string, string> = {},
  remoteAddress = '10.8.0.1',
) {
  return app.inject({
    method: 'PUT',
    url,
    headers: spaHeaders,
    cookies,
    payload: payload as object,
    remoteAddress,
  });
}

const getUser = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('PUT /v1/users/me/password', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('answers 401 to anonymous callers', async () => {
    for (const payload of [change, {}]) {
      const response = await putPassword(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'error', message: serverMessages.unauthorized });
    }
  });

  it('sets the new password and ends every other session, keeping the current one', async () => {
    const db = ctx.database.db;
    const { user, cookies } = await createSignedInUser(ctx);
    const others = await Promise.all(
      [true, false].map((remember) => createSession({ db, userId: user.id, remember })),
    );
    const resetLink = await createOneTimeToken({
      db,
      kind: 'password_reset',
      email: user.email,
      userId: user.id,
      lifetimeMs: 60_000,
    });
    const response = await putPassword(change, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await verifyPassword((await getUser(user.id))?.passwordHash ?? '', newPassword)).toBe(
      true,
    );

    expect((await app.inject({ url: '/v1/users/me', cookies })).statusCode).toBe(200);
    for (const other of others) {
      const me = await app.inject({
        url: '/v1/users/me',
        cookies: { deckhand_session: other.token },
      });
      expect(me.statusCode).toBe(401);
    }
    // A pending reset link stops working too.
    const [link] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(link?.usedAt).toBeInstanceOf(Date);
    const verify = await app.inject({ url: `/v1${endpoints.users.verifyResetToken(resetLink)}` });
    expect(verify.statusCode).toBe(400);
  });

  it('refuses a wrong current password on currentPassword', async () => {
    const { user, cookies } = await createSignedInUser(ctx);
    const response = await putPassword({ ...change, currentPassword: 'Wrong#Pass1' }, cookies);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'error',
      errors: { currentPassword: [accountMessages.currentPasswordWrong] },
    });
    expect(await verifyPassword((await getUser(user.id))?.passwordHash ?? '', testPassword)).toBe(
      true,
    );
  });

  it('tells accounts without a password that they have none to change', async () => {
    const { cookies } = await createSignedInUser(ctx, { password: null });
    const response = await putPassword(change, cookies);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'error',
      errors: { currentPassword: [accountMessages.noPasswordToChange] },
    });
  });

  it('answers 422 with the exact rule messages', async () => {
    const { cookies } = await createSignedInUser(ctx);
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { currentPassword: testPassword, password: 'lowercase1!', confirmPassword: 'lowercase1!' },
        { password: [m.passwordUppercase] },
      ],
      [
        { currentPassword: testPassword, password: 'Pässword#1', confirmPassword: 'Pässword#1' },
        { password: [m.passwordLatin] },
      ],
      [{ ...change, confirmPassword: 'Changed#Pass8' }, { confirmPassword: [m.passwordsMatch] }],
      [
        { currentPassword: testPassword, password: testPassword, confirmPassword: testPassword },
        { password: [accountMessages.samePassword] },
      ],
      [{ password: newPassword, confirmPassword: newPassword }, { currentPassword: [m.required] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await putPassword(payload, cookies);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 'error', errors });
    }
  });

  it('allows 10 attempts a minute per user, from any address, then 429', async () => {
    const { cookies } = await createSignedInUser(ctx);
    const wrong = { ...change, currentPassword: 'Wrong#Pass1' };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await putPassword(wrong, cookies, `10.8.1.${attempt}`);
      expect(response.statusCode).toBe(422);
    }
    const response = await putPassword(change, cookies, '10.8.1.50');
    expect(response.statusCode).toBe(429);
    expectTooManyAttempts(response);

    const other = await createSignedInUser(ctx);
    expect((await putPassword(change, other.cookies, '10.8.1.1')).statusCode).toBe(200);
  });
});
