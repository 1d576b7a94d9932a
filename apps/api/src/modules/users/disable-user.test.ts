import { accountMessages, ZInitResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createTestUser, resetRateLimits, testPassword } from '../../test/user-factory.ts';
import { disableUser } from './disable-user.service.ts';

const ctx = useTestContext();

describe('disableUser', () => {
  beforeEach(() => resetRateLimits(ctx.database.db));

  it('ends every session at once and refuses login afterwards', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db, { email: 'to-disable@example.com' });
    const first = await createSession({ db, userId: user.id, remember: true });
    const second = await createSession({ db, userId: user.id, remember: false });
    const bystander = await createTestUser(db);
    const kept = await createSession({ db, userId: bystander.id, remember: false });
    const app = await ctx.createApp();
    const me = (token: string) =>
      app.inject({ url: '/v1/users/me', cookies: { deckhand_session: token } });
    expect((await me(first.token)).statusCode).toBe(200);

    const disabled = await disableUser({ db, userId: user.id });
    expect(disabled?.disabledAt).toBeInstanceOf(Date);

    for (const { token } of [first, second]) {
      expect((await me(token)).statusCode).toBe(401);
      const init = await app.inject({
        url: '/v1/init',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ZInitResponse.parse(init.json()).user).toBeNull();
    }
    expect((await me(kept.token)).statusCode).toBe(200);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.every((row) => row.endedAt instanceof Date)).toBe(true);

    const login = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      headers: spaHeaders,
      payload: { email: 'to-disable@example.com', password: testPassword },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual({ password: [accountMessages.invalidCredentials] });
  });

  it('keeps the first disable time and answers null for an unknown user', async () => {
    const db = ctx.database.db;
    const user = await createTestUser(db);
    const first = await disableUser({ db, userId: user.id, now: new Date('2026-01-01T00:00:00Z') });
    const again = await disableUser({ db, userId: user.id });
    expect(again?.disabledAt).toEqual(first?.disabledAt);
    expect(again?.disabledAt?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(await disableUser({ db, userId: 999_999 })).toBeNull();
  });
});
