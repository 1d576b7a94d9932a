import { apiPrefix, endpoints, type TOrderListItem } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../../app.ts';
import { orderFlows, orders, users } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { insertTestOrder } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { createStaff, staffPost } from '../review/delivery-test-kit.ts';
import { createOrdersPageCache } from './orders-page-cache.ts';

const ctx = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(ctx.database.db);
});

type Page = { items: TOrderListItem[]; total: number };

async function listOrders(app: App, token: string, query = '?limit=25'): Promise<Page> {
  const response = await callAs(app, token, {
    method: 'GET',
    url: `${apiPrefix}${endpoints.orders.list}${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Two instances on one database, each having answered the team's first page (so each keeps it). */
async function startTwoInstances(token: string) {
  const env = { SESSION_CACHE_MS: '60000', ORDERS_PAGE_CACHE_MS: '60000' };
  const [first, second] = [await ctx.createApp({ env }), await ctx.createApp({ env })];
  for (const app of [first, second]) await listOrders(app, token);
  return { first, second };
}

const statuses = (page: Page) => page.items.map((item) => item.status);

describe('orders pages kept by several instances on one database', () => {
  it('shows an order changed through another instance at once, on both', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
    const { first, second } = await startTwoInstances(team.owner.token);
    expect(statuses(await listOrders(second, team.owner.token))).toEqual(['received']);

    const staff = await createStaff(db);
    const started = await staffPost(first, staff.token, order.id, 'transitions', {
      to: 'inProgress',
    });
    expect(started.statusCode).toBe(200);
    expect(statuses(await listOrders(second, team.owner.token))).toEqual(['inProgress']);
    expect(statuses(await listOrders(first, team.owner.token))).toEqual(['inProgress']);
  });

  it("answers each team its own page, and keeps one team's pages when another's orders change", async () => {
    const db = ctx.database.db;
    const [one, two] = [await createTeamWithRoles(db), await createTeamWithRoles(db)];
    await insertTestOrder(db, { teamId: one.teamId, userId: one.owner.user.id });
    await insertTestOrder(db, { teamId: two.teamId, userId: two.owner.user.id, total: 999 });
    const app = await ctx.createApp({ env: { ORDERS_PAGE_CACHE_MS: '60000' } });
    const first = await listOrders(app, one.owner.token);
    expect((await listOrders(app, two.manager.token)).items.map((item) => item.total)).toEqual([
      999,
    ]);
    expect(first.items.map((item) => item.total)).toEqual([12_000]);
    expect(await listOrders(app, one.admin.token)).toEqual(first);
    // The filters and page sizes are pages of their own.
    expect((await listOrders(app, one.owner.token, '?limit=10&status=approved')).total).toBe(0);
  });

  it('shares a page being read with requests asking meanwhile, but not across a change', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
    const app = await ctx.createApp({ env: { ORDERS_PAGE_CACHE_MS: '60000' } });
    const together = await Promise.all(
      [team.owner.token, team.admin.token, team.manager.token].map((token) =>
        listOrders(app, token),
      ),
    );
    expect(together.map(statuses)).toEqual([['received'], ['received'], ['received']]);

    const staff = await createStaff(db);
    const before = listOrders(app, team.owner.token, '?limit=10');
    const started = await staffPost(app, staff.token, order.id, 'transitions', {
      to: 'inProgress',
    });
    expect(started.statusCode).toBe(200);
    const after = await listOrders(app, team.owner.token, '?limit=10');
    expect(statuses(after)).toEqual(['inProgress']);
    expect(statuses(await before)).toHaveLength(1);
  });

  it('follows writes made outside the app (a script, a console) once PostgreSQL delivers them', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
    const { second } = await startTwoInstances(team.owner.token);

    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    await vi.waitFor(async () =>
      expect(statuses(await listOrders(second, team.owner.token))).toEqual(['cancelled']),
    );
    await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
    await vi.waitFor(async () =>
      expect((await listOrders(second, team.owner.token)).total).toBe(2),
    );
    await db.update(users).set({ name: 'Renamed Owner' }).where(eq(users.id, team.owner.user.id));
    await vi.waitFor(async () =>
      expect((await listOrders(second, team.owner.token)).items[0]?.placedBy).toBe('Renamed Owner'),
    );
    const [flow] = await db.select().from(orderFlows).where(eq(orderFlows.key, 'order-now'));
    await db
      .update(orderFlows)
      .set({ name: 'Renamed Flow' })
      .where(eq(orderFlows.key, 'order-now'));
    try {
      await vi.waitFor(async () =>
        expect((await listOrders(second, team.owner.token)).items[0]?.flowName).toBe(
          'Renamed Flow',
        ),
      );
    } finally {
      await db
        .update(orderFlows)
        .set({ name: flow?.name ?? '' })
        .where(eq(orderFlows.key, 'order-now'));
    }
  });

  it('reads every page when the copies are off', async () => {
    const db = ctx.database.db;
    const team = await createTeamWithRoles(db);
    const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
    const app = await ctx.createApp({ env: { ORDERS_PAGE_CACHE_MS: '0' } });
    expect(statuses(await listOrders(app, team.owner.token))).toEqual(['received']);
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    expect(statuses(await listOrders(app, team.owner.token))).toEqual(['cancelled']);
  });
});

describe('createOrdersPageCache', () => {
  it("forgets a team's pages on its message and keeps at most maxChars characters", () => {
    const now = Date.now();
    const cache = createOrdersPageCache({ maxAgeMs: 60_000, maxChars: 10 });
    cache.setLive(true);
    cache.set('7|a', { teamId: 7, text: 'seven' }, cache.generation, now);
    cache.set('8|a', { teamId: 8, text: 'eight' }, cache.generation, now);
    cache.onChange({ kind: 'o', id: 7 });
    expect([cache.get('7|a', now)?.text, cache.get('8|a', now)?.text]).toEqual([
      undefined,
      'eight',
    ]);
    cache.set('8|b', { teamId: 8, text: 'eight!' }, cache.generation, now);
    expect(cache.get('8|a', now)).toBeUndefined();
    expect(cache.kinds).toEqual(['o']);
  });
});
