import { apiPrefix } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { callAs, createTeamWithRoles } from '../../test/team-factory.ts';
import { cacheChangeChannel } from './cache-change-feed.ts';

const ctx = useTestContext();

describe('the cache feed', () => {
  it("passes over another instance's sync marks and other copies' messages, and empties the copies on a message it cannot read", async () => {
    const team = await createTeamWithRoles(ctx.database.db);
    const app = await ctx.createApp({ env: { SESSION_CACHE_MS: '60000' } });
    const me = await callAs(app, team.owner.token, { method: 'GET', url: `${apiPrefix}/users/me` });
    expect(me.statusCode).toBe(200);
    expect(app.sessionCache?.size).toBe(1);
    const notify = async (message: string) => {
      await ctx.database.db.execute(sql`select pg_notify(${cacheChangeChannel}, ${message})`);
      // Resolves once this instance has heard every message sent before (PostgreSQL).
      await app.cacheFeed?.sync();
    };

    await notify('sync:another-instance:1');
    expect(app.sessionCache?.size).toBe(1);
    await notify(`o:${team.teamId}`);
    await notify('o:*');
    expect(app.sessionCache?.size).toBe(1);
    await notify('not a change this instance knows');
    expect(app.sessionCache?.size).toBe(0);
  });
});
