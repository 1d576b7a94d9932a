import { endpoints, ZInviteLinkResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teamInvites } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { createTestConfig, useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import { inviteLinkReuseMinMs } from './invite-link.service.ts';
import { deriveInviteLinkToken } from './invite-link-token.ts';
import { inviteLifetimeMs } from './invites.service.ts';

const ctx = useTestContext();
const origin = 'https://deckhand.test';
const v1 = (path: string) => `/v1${path}`;
const tokenOf = (url: string) => /\/join\/([\w-]{43})$/.exec(url)?.[1] ?? '';

async function requestLink(token: string, payload: object, env: Record<string, string> = {}) {
  const app = await ctx.createApp({ env: { PUBLIC_ORIGIN: origin, ...env } });
  const response = await callAs(app, token, {
    method: 'POST',
    url: v1(endpoints.team.inviteLink),
    payload,
  });
  return { app, response };
}

const linksOf = (teamId: number) =>
  ctx.database.db.select().from(teamInvites).where(eq(teamInvites.teamId, teamId));

describe('POST /v1/team/invite-link: one live link per role and permissions', () => {
  it('gives the live link again (200) instead of making another, to any owner or admin', async () => {
    const team = await createTeamWithRoles(ctx.database.db);
    const grant = { role: 'manager', seeCreditBalance: true };
    const first = await requestLink(team.owner.token, grant);
    const again = await requestLink(team.owner.token, grant);
    const byOther = await requestLink(team.admin.token, { role: 'manager' });
    const asAdminToo = await requestLink(team.admin.token, { role: 'manager' });
    expect(first.response.statusCode).toBe(201);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.json()).toEqual(ZInviteLinkResponse.parse(first.response.json()));
    expect(again.response.headers['cache-control']).toBe('no-store');
    expect(byOther.response.statusCode).toBe(201);
    expect(asAdminToo.response.statusCode).toBe(200);
    expect(asAdminToo.response.json().url).toBe(byOther.response.json().url);
    expect(byOther.response.json().url).not.toBe(first.response.json().url);
    expect(await linksOf(team.teamId)).toHaveLength(2);

    const lookup = await first.app.inject({
      url: v1(endpoints.team.joinLookup(tokenOf(again.response.json().url))),
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ role: 'manager' });
  });

  it('stores only the hash of the link token, which the database alone cannot rebuild', async () => {
    const team = await createTeamWithRoles(ctx.database.db);
    const { response } = await requestLink(team.owner.token, { role: 'admin' });
    const [row] = await linksOf(team.teamId);
    const token = tokenOf(response.json().url);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const otherSecret = 'another-secret-of-at-least-32-characters!';
    expect(row && deriveInviteLinkToken(otherSecret, row)).not.toBe(token);
  });

  it('makes a new link once the live one is used, revoked, nearly expired or not rebuildable', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const grant = { role: 'manager' } as const;
    const urls: string[] = [];
    const next = async (env: Record<string, string> = {}) => {
      const { response } = await requestLink(team.owner.token, grant, env);
      expect(response.statusCode).toBe(201);
      urls.push(response.json().url);
      const [newest] = (await linksOf(team.teamId)).sort((a, b) => b.id - a.id);
      if (!newest) throw new Error('no link stored');
      return newest;
    };
    const used = await next();
    await db.update(teamInvites).set({ acceptedAt: new Date() }).where(eq(teamInvites.id, used.id));
    const revoked = await next();
    await db
      .update(teamInvites)
      .set({ revokedAt: new Date() })
      .where(eq(teamInvites.id, revoked.id));
    const nearlyExpired = await next();
    const soon = new Date(Date.now() + inviteLinkReuseMinMs - 60_000);
    await db
      .update(teamInvites)
      .set({ expiresAt: soon })
      .where(eq(teamInvites.id, nearlyExpired.id));
    const underOldSecret = await next();
    const rotated = await next({ COOKIE_SECRET: `${createTestConfig().cookieSecret}-rotated` });
    expect(new Set(urls).size).toBe(5);
    expect(rotated.expiresAt.getTime() - rotated.createdAt.getTime()).toBe(inviteLifetimeMs);
    // The link made before the rotation still works; it is only not handed out again.
    const lookup = await (await ctx.createApp()).inject({
      url: v1(endpoints.team.joinLookup(tokenOf(urls[3] ?? ''))),
    });
    expect(lookup.statusCode).toBe(200);
    expect(underOldSecret.revokedAt).toBeNull();
  });
});
