import { apiPrefix, ZMeResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { teams, users } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import type { LiveSessionRow } from './live-session.ts';
import { createSessionCache } from './session-cache.ts';

const ctx = useTestContext();

async function getMe(app: App, token: string) {
  const response = await callAs(app, token, { method: 'GET', url: `${apiPrefix}/users/me` });
  return { status: response.statusCode, user: ZMeResponse.partial().parse(response.json()).user };
}

/** Two instances on one database, each having answered the person once (so each keeps a copy). */
async function startTwoInstances(token: string) {
  const env = { SESSION_CACHE_MS: '60000' };
  const [first, second] = [await ctx.createApp({ env }), await ctx.createApp({ env })];
  for (const app of [first, second]) expect((await getMe(app, token)).status).toBe(200);
  return { first, second };
}

describe('session copies of several instances on one database', () => {
  it('refuses a session signed out on another instance at once, on both', async () => {
    const { owner } = await createTeamWithRoles(ctx.database.db);
    const { first, second } = await startTwoInstances(owner.token);
    const logout = await first.inject({
      url: `${apiPrefix}/users/logout`,
      cookies: { deckhand_session: owner.token },
    });
    expect(logout.statusCode).toBe(302);
    expect((await getMe(second, owner.token)).status).toBe(401);
    expect((await getMe(first, owner.token)).status).toBe(401);
  });

  it('shows a role changed on another instance at once, and refuses what it no longer allows', async () => {
    const { owner, admin } = await createTeamWithRoles(ctx.database.db);
    const { first, second } = await startTwoInstances(admin.token);
    expect((await getMe(second, admin.token)).user?.customerRole).toBe('admin');
    const changed = await callAs(first, owner.token, {
      method: 'PATCH',
      url: `${apiPrefix}/team/members/${admin.membershipId}`,
      payload: { role: 'manager', manageCredits: false, seeCreditBalance: false },
    });
    expect(changed.statusCode).toBe(200);
    expect((await getMe(second, admin.token)).user?.customerRole).toBe('manager');
    const invite = await callAs(second, admin.token, {
      method: 'POST',
      url: `${apiPrefix}/team/invites`,
      payload: { emails: ['someone@example.com'], role: 'manager', manageCredits: false },
    });
    expect(invite.statusCode).toBe(403);
  });

  it('answers the new name on the next request after a change, on either instance', async () => {
    const { owner } = await createTeamWithRoles(ctx.database.db);
    const { first, second } = await startTwoInstances(owner.token);
    const saved = await callAs(first, owner.token, {
      method: 'PUT',
      url: `${apiPrefix}/users/me/details`,
      payload: { name: 'Renamed Person', countryId: 208 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await getMe(first, owner.token)).user?.name).toBe('Renamed Person');
    expect((await getMe(second, owner.token)).user?.name).toBe('Renamed Person');
  });

  it('follows writes made outside the app (a script, a console) once PostgreSQL delivers them', async () => {
    const db = ctx.database.db;
    const { teamId, owner, admin } = await createTeamWithRoles(db);
    const { second } = await startTwoInstances(owner.token);
    await db.update(teams).set({ name: 'Renamed Team' }).where(eq(teams.id, teamId));
    await vi.waitFor(async () =>
      expect((await getMe(second, owner.token)).user?.organisationName).toBe('Renamed Team'),
    );
    expect((await getMe(second, admin.token)).status).toBe(200);
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, admin.user.id));
    await vi.waitFor(async () => expect((await getMe(second, admin.token)).status).toBe(401));
  });
});

describe('createSessionCache', () => {
  const now = Date.now();
  const row = (userId: number, teamId: number | undefined, expiresInMs = 60_000): LiveSessionRow =>
    ({
      sessionId: `s${userId}`,
      userId,
      lastSeenAt: new Date(),
      expiresAt: new Date(now + expiresInMs),
      account: { membership: teamId === undefined ? null : { teamId } },
    }) as LiveSessionRow;

  it("forgets a user's and a team's sessions, and a session past its expiry", () => {
    const cache = createSessionCache({ maxAgeMs: 60_000, maxEntries: 10 });
    cache.setLive(true);
    cache.set('a', row(1, 7), cache.generation, now);
    cache.set('b', row(2, 8), cache.generation, now);
    cache.set('c', row(3, undefined, 1_000), cache.generation, now);
    cache.onChange({ kind: 't', id: 7 });
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)?.userId).toBe(2);
    cache.onChange({ kind: 'u', id: 2 });
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('c', now)?.userId).toBe(3);
    expect(cache.get('c', now + 1_000)).toBeUndefined();
    expect(cache.kinds).toEqual(['u', 't']);
  });
});
