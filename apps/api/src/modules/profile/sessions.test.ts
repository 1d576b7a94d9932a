import {
  accountMessages,
  endpoints,
  serverMessages,
  toServerTimestamp,
  ZSessionsResponse,
} from '@deckhand/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { sessions } from '../../db/schema/index.ts';
import { createSession } from '../../platform/auth/session-store.ts';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { createSignedInUser, testPassword } from '../../test/user-factory.ts';

const ctx = useTestContext();
/** One app per test: each holds database connections (the realtime adapter on PostgreSQL). */
let app: App;
beforeEach(async () => {
  app = await ctx.createApp();
});
const unauthorized = { status: 'error', message: serverMessages.unauthorized };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function call(
  method: 'GET' | 'DELETE' | 'POST',
  path: string,
  cookies: Record<string, string> = {},
) {
  return app.inject({ method, url: `/v1${path}`, headers: spaHeaders, cookies });
}

const isLive = async (token: string) => {
  const me = await app.inject({ url: '/v1/users/me', cookies: { deckhand_session: token } });
  return me.statusCode === 200;
};

/** The signed-in user plus three other sessions of theirs: two live, one ended, one expired. */
async function createUserWithSessions() {
  const db = ctx.database.db;
  const current = await createSignedInUser(ctx);
  const userId = current.user.id;
  const older = await createSession({
    db,
    userId,
    remember: true,
    now: minutesAgo(120),
    deviceId: 'device-old',
    userAgent: 'Firefox',
    country: 'DK',
  });
  const recent = await createSession({ db, userId, remember: true, now: minutesAgo(5) });
  const ended = await createSession({ db, userId, remember: true });
  await db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, ended.session.id));
  await createSession({ db, userId, remember: false, now: minutesAgo(13 * 60) });
  // Remembered, not expired, but unused for more than sessionIdleMs (14 days): ended.
  const idle = await createSession({ db, userId, remember: true, now: minutesAgo(15 * 24 * 60) });
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 60_000) })
    .where(eq(sessions.id, idle.session.id));
  return { ...current, older, recent, ended, idle };
}

describe('GET /v1/users/me/sessions', () => {
  it('answers 401 to anonymous callers', async () => {
    const response = await call('GET', endpoints.users.sessions);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('lists live sessions only, newest activity first, flagging the current one', async () => {
    const { cookies, session, older, recent } = await createUserWithSessions();
    const stranger = await createSignedInUser(ctx);
    const response = await call('GET', endpoints.users.sessions, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZSessionsResponse.parse(response.json());
    expect(body.sessions.map((item) => item.id)).toEqual([
      session.id,
      recent.session.id,
      older.session.id,
    ]);
    expect(body.sessions.map((item) => item.isCurrent)).toEqual([true, false, false]);
    expect(body.sessions[2]).toEqual({
      id: older.session.id,
      createdAt: toServerTimestamp(older.session.createdAt),
      lastSeenAt: toServerTimestamp(older.session.lastSeenAt),
      deviceId: 'device-old',
      userAgent: 'Firefox',
      place: 'Denmark',
      isCurrent: false,
    });
    expect(body.sessions.some((item) => item.id === stranger.session.id)).toBe(false);
  });

  it('ends a session unused for 14 days, and records where a login signs in from', async () => {
    const { idle, user } = await createUserWithSessions();
    expect(await isLive(idle.token)).toBe(false);

    const withCountry = await ctx.createApp({ env: { COUNTRY_HEADER: 'CF-IPCountry' } });
    const login = await withCountry.inject({
      method: 'POST',
      url: `/v1${endpoints.users.login}`,
      headers: { ...spaHeaders, 'cf-ipcountry': 'GR', 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
      payload: { email: user.email, password: testPassword, remember: true },
    });
    expect(login.statusCode).toBe(200);
    const [stored] = await ctx.database.db
      .select({ country: sessions.country, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(stored).toEqual({ country: 'GR', userAgent: 'Mozilla/5.0 Firefox/128.0' });
  });
});

describe('DELETE /v1/users/me/sessions/{id}', () => {
  it('answers 401 to anonymous callers', async () => {
    const { older } = await createUserWithSessions();
    const response = await call('DELETE', endpoints.users.session(older.session.id));
    expect(response.statusCode).toBe(401);
    expect(await isLive(older.token)).toBe(true);
  });

  it("ends one of the caller's other sessions", async () => {
    const { cookies, older, recent, token } = await createUserWithSessions();
    const response = await call('DELETE', endpoints.users.session(older.session.id), cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    expect(await isLive(older.token)).toBe(false);
    expect(await isLive(recent.token)).toBe(true);
    expect(await isLive(token)).toBe(true);
  });

  it('refuses to end the current session: that is logging out', async () => {
    const { cookies, session, token } = await createUserWithSessions();
    const response = await call(
      'DELETE',
      endpoints.users.session(session.id.toUpperCase()),
      cookies,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: accountMessages.endCurrentSession,
    });
    expect(await isLive(token)).toBe(true);
  });

  it("answers 404 for another user's session and for sessions no longer live", async () => {
    const { cookies, ended } = await createUserWithSessions();
    const stranger = await createSignedInUser(ctx);
    for (const id of [stranger.session.id, ended.session.id, crypto.randomUUID()]) {
      const response = await call('DELETE', endpoints.users.session(id), cookies);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: serverMessages.notFound });
    }
    expect(await isLive(stranger.token)).toBe(true);
  });

  it('answers 422 for an id that is not a session id', async () => {
    const { cookies } = await createUserWithSessions();
    const response = await call('DELETE', endpoints.users.session('42'), cookies);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
  });
});

describe('POST /v1/users/me/sessions/end-others', () => {
  it('answers 401 to anonymous callers', async () => {
    const response = await call('POST', endpoints.users.endOtherSessions);
    expect(response.statusCode).toBe(401);
  });

  it('ends every other live session and keeps the current one', async () => {
    const { cookies, older, recent, token } = await createUserWithSessions();
    const stranger = await createSignedInUser(ctx);
    const response = await call('POST', endpoints.users.endOtherSessions, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await isLive(token)).toBe(true);
    expect(await isLive(older.token)).toBe(false);
    expect(await isLive(recent.token)).toBe(false);
    expect(await isLive(stranger.token)).toBe(true);

    const again = await call('POST', endpoints.users.endOtherSessions, cookies);
    expect(again.json()).toEqual({ ended: 0 });
  });
});
