import { serverMessages, ZMeResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { createSession, touchSession } from '../../platform/auth/session-store.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { createTestUser } from '../../test/user-factory.ts';

const ctx = useTestContext();
const unauthorized = { status: 'error', message: serverMessages.unauthorized };

async function startSession(options: { remember?: boolean; now?: Date } = {}) {
  const user = await createTestUser(ctx.database.db);
  const { token, session } = await createSession({
    db: ctx.database.db,
    userId: user.id,
    remember: options.remember ?? false,
    ...(options.now ? { now: options.now } : {}),
  });
  return { user, token, session };
}

const getSession = async (id: string) =>
  (await ctx.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];

describe('GET /v1/users/me', () => {
  it('answers 401 with the envelope without a session', async () => {
    const app = await ctx.createApp();
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-but-long-enough' }]) {
      const response = await app.inject({ url: '/v1/users/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
  });

  it('accepts the cookie and the Bearer token', async () => {
    const { user, token } = await startSession();
    const app = await ctx.createApp();
    for (const request of [
      { cookies: { deckhand_session: token } },
      { headers: { authorization: `Bearer ${token}` } },
    ]) {
      const response = await app.inject({ url: '/v1/users/me', ...request });
      expect(response.statusCode).toBe(200);
      const body = ZMeResponse.parse(response.json());
      expect(body.token).toBe(token);
      expect(body.user).toMatchObject({ id: user.id, email: user.email });
    }
  });

  it('refuses expired and ended sessions and disabled users', async () => {
    const app = await ctx.createApp();
    const expired = await startSession({ now: new Date(Date.now() - 13 * 3600_000) });
    const ended = await startSession();
    await ctx.database.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.id, ended.session.id));
    const disabled = await startSession({ remember: true });
    await ctx.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, disabled.user.id));
    for (const { token } of [expired, ended, disabled]) {
      const response = await app.inject({
        url: '/v1/users/me',
        cookies: { deckhand_session: token },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('touches last_seen_at at most once a minute', async () => {
    const { token, session } = await startSession({ now: new Date(Date.now() - 30_000) });
    const app = await ctx.createApp();
    await app.inject({ url: '/v1/users/me', cookies: { deckhand_session: token } });
    expect((await getSession(session.id))?.lastSeenAt).toEqual(session.lastSeenAt);

    // A minute later (the same instance, which keeps its copy of the session).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      await app.inject({ url: '/v1/users/me', cookies: { deckhand_session: token } });
      const touched = (await getSession(session.id))?.lastSeenAt.getTime() ?? 0;
      expect(touched).toBeGreaterThan(Date.now() - 10_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes one touch for concurrent requests of a session', async () => {
    const old = new Date(Date.now() - 5 * 60_000);
    const { session } = await startSession({ now: old });
    const db = ctx.database.db;
    let updates = 0;
    const counting = new Proxy(db, {
      get: (target, key) =>
        key === 'update'
          ? (...args: Parameters<typeof db.update>) => {
              updates += 1;
              return target.update(...args);
            }
          : Reflect.get(target, key),
    });
    await Promise.all(Array.from({ length: 5 }, () => touchSession({ db: counting, session })));
    expect(updates).toBe(1);
    expect((await getSession(session.id))?.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
    await touchSession({ db: counting, session: { ...session, lastSeenAt: new Date() } });
    expect(updates).toBe(1);
  });
});

describe('GET /v1/users/logout', () => {
  it('ends the session, clears the cookie and goes back to an allowed origin', async () => {
    const { token, session } = await startSession();
    const app = await ctx.createApp({ env: { ALLOWED_ORIGINS: 'https://app.deckhand.test' } });
    const response = await app.inject({
      url: '/v1/users/logout?redirect=https://app.deckhand.test/login',
      cookies: { deckhand_session: token },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://app.deckhand.test/login');
    const cleared = response.cookies.find((item) => item.name === 'deckhand_session');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await getSession(session.id))?.endedAt).toBeInstanceOf(Date);
    const me = await app.inject({ url: '/v1/users/me', cookies: { deckhand_session: token } });
    expect(me.statusCode).toBe(401);
  });

  it('sends other targets to the root', async () => {
    const app = await ctx.createApp();
    const cases: [string, string][] = [
      ['', '/'],
      ['?redirect=https://evil.example/x', '/'],
      ['?redirect=//evil.example/x', '/'],
      ['?redirect=javascript:alert(1)', '/'],
      ['?redirect=http://localhost:3000/orders', '/orders'],
      ['?redirect=/my-profile', '/my-profile'],
      // A tab between the slashes: Chromium drops it and reads //evil.com.
      ['?redirect=%2F%09%2Fevil.com', '/'],
      ['?redirect=%2F%5Cevil.com', '/'],
      ['?redirect=https%3A%2F%2Flocalhost%3A3000%40evil.com', '/'],
    ];
    for (const [query, location] of cases) {
      const response = await app.inject({ url: `/v1/users/logout${query}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    }
  });
});
