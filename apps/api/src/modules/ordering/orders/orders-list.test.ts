import {
  apiPrefix,
  endpoints,
  formatOrderNumber,
  type TOrderListItem,
  type TOrderStatus,
} from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { orders } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { buildTestOrderValues } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { listTeamOrders, selectOrdersPage } from './orders-list.ts';

const context = useTestContext();
type App = Awaited<ReturnType<typeof context.createApp>>;

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

type Seeded = { status: TOrderStatus; flowKey?: string; total: number | null; day: number };

/** Orders placed on 1–n November at noon, promised 3 days later (none for a quote). */
async function seedOrders(db: Db, teamId: number, userId: number, rows: Seeded[]) {
  const inserted = await db
    .insert(orders)
    .values(
      rows.map((row, index) =>
        buildTestOrderValues({
          teamId,
          userId,
          flowKey: row.flowKey ?? 'order-now',
          status: row.status,
          total: row.total,
          paymentMethod: null,
          promisedDeliveryAt:
            row.status === 'quoteRequested' ? null : new Date(Date.UTC(2026, 10, row.day + 3, 12)),
          createdAt: new Date(Date.UTC(2026, 10, row.day, 12)),
          idempotencyKey: `list-${teamId}-${index}`,
        }),
      ),
    )
    .returning({ id: orders.id });
  return inserted.map((row) => row.id);
}

const list = (app: App, token: string | null, query = '') =>
  callAs(app, token, { method: 'GET', url: `${apiPrefix}${endpoints.orders.list}${query}` });

const numbersOf = (body: { items: TOrderListItem[] }) => body.items.map((item) => item.number);

describe('the orders list (§2.4)', () => {
  it("pages the team's orders newest first, sorts, filters by status and searches", async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const ids = await seedOrders(db, team.teamId, team.owner.user.id, [
      { status: 'received', total: 12_000, day: 1 },
      { status: 'received', total: 4_900, day: 2, flowKey: '10-for-49' },
      { status: 'cancelled', total: 8_000, day: 3 },
      { status: 'quoteRequested', total: null, day: 4, flowKey: 'quote' },
      { status: 'awaitingPayment', total: 30_000, day: 5 },
      { status: 'received', total: 1_500, day: 6 },
    ]);
    const number = (index: number) => formatOrderNumber(ids[index] ?? 0);

    const first = await list(app, team.owner.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const body = first.json();
    expect([body.total, body.page, body.limit]).toEqual([6, 1, 5]);
    expect(numbersOf(body)).toEqual([5, 4, 3, 2, 1].map(number));
    expect(body.items[2]).toMatchObject({
      status: 'quoteRequested',
      flowName: 'Get a quote',
      total: null,
      promisedDeliveryAt: null,
      placedBy: expect.any(String),
      timezone: 'Europe/Copenhagen',
    });
    expect(numbersOf((await list(app, team.owner.token, '?page=2')).json())).toEqual([number(0)]);
    // Past the last page: no rows, the total still counted.
    const past = (await list(app, team.owner.token, '?page=9')).json();
    expect([past.items, past.total]).toEqual([[], 6]);
    const pastReceived = (await list(app, team.owner.token, '?page=9&status=received')).json();
    expect(pastReceived.total).toBe(3);

    // A total sort puts the unpriced quote last, either way.
    const byTotal = (await list(app, team.owner.token, '?sort=total:asc&limit=10')).json();
    expect(numbersOf(byTotal)).toEqual([5, 1, 2, 0, 4, 3].map(number));
    // Each row keeps its order's own total (the list's count travels beside it, not over it).
    expect(byTotal.items.map((item: { total: number | null }) => item.total)).toEqual([
      1_500,
      4_900,
      8_000,
      12_000,
      30_000,
      null,
    ]);
    const byDelivery = (await list(app, team.owner.token, '?sort=delivery:desc&limit=10')).json();
    expect(numbersOf(byDelivery)).toEqual([5, 4, 2, 1, 0, 3].map(number));

    const received = (await list(app, team.owner.token, '?status=received')).json();
    expect([received.total, ...numbersOf(received)]).toEqual([3, number(5), number(1), number(0)]);
    const byNumber = (await list(app, team.owner.token, `?search=${number(2)}`)).json();
    expect(numbersOf(byNumber)).toEqual([number(2)]);
    const byDigits = (
      await list(app, team.owner.token, `?search=${(ids[2] ?? 0) + 10_000}`)
    ).json();
    expect(numbersOf(byDigits)).toEqual([number(2)]);
    const byFlow = (await list(app, team.owner.token, '?search=10%20slides')).json();
    expect(numbersOf(byFlow)).toEqual([number(1)]);
    // LIKE's own characters are taken literally.
    expect((await list(app, team.owner.token, '?search=%25')).json().total).toBe(0);
  });

  it('answers timestamps as the server writes them: milliseconds cut, then 000Z', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const [id = 0] = await seedOrders(db, team.teamId, team.owner.user.id, [
      { status: 'received', total: 100, day: 5 },
    ]);
    await db.execute(sql`update orders set created_at = '2026-11-05 12:34:56.789987+00',
      promised_delivery_at = '2026-11-08 01:02:03.004999+00' where id = ${id}`);
    const expected = {
      createdAt: '2026-11-05T12:34:56.789000Z',
      promisedDeliveryAt: '2026-11-08T01:02:03.004000Z',
    };
    // The page as prepared, and the page of a search (built per request).
    for (const query of ['', `?search=${formatOrderNumber(id)}`]) {
      expect((await list(app, team.owner.token, query)).json().items[0]).toMatchObject(expected);
    }
  });

  it('shows every member their team’s orders and no other team’s', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    const other = await createTeamWithRoles(db);
    await seedOrders(db, team.teamId, team.owner.user.id, [
      { status: 'received', total: 100, day: 1 },
    ]);
    await seedOrders(db, other.teamId, other.owner.user.id, [
      { status: 'received', total: 100, day: 1 },
    ]);
    for (const person of [team.owner, team.admin, team.manager]) {
      expect((await list(app, person.token)).json().total).toBe(1);
    }
    expect((await list(app, null)).statusCode).toBe(401);
  });

  it('refuses a bad page, limit, sort, status or search with the 422 of the catalogue', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    for (const query of [
      '?page=0',
      '?limit=7',
      '?sort=price:asc',
      '?status=shipped',
      `?search=${'x'.repeat(61)}`,
      '?search=a%00b',
    ]) {
      const response = await list(app, team.owner.token, query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().status).toBe('error');
    }
  });
});

describe('the orders list at 100k orders', () => {
  it('reads the first page newest first through the (team_id, created_at, id) index', async () => {
    const db = context.database.db;
    const team = await createTeamWithRoles(db);
    // 100k orders of one team, as one statement.
    await db.execute(sql`
      insert into orders (team_id, flow_key, status, form_values, currency, total, time_zone,
        idempotency_key, request_fingerprint, created_at)
      select ${team.teamId}, 'order-now',
        'received', '{}'::jsonb, 'USD', n, 'UTC', 'bulk-' || n, 'x',
        timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 100000) as n`);
    await db.execute(sql`analyze orders`);
    const plan = await db.execute(
      sql`explain ${selectOrdersPage(db, team.teamId, { page: 1, limit: 20 })}`,
    );
    // PGlite and node-postgres both answer { rows: [{ 'QUERY PLAN': line }] }.
    const { rows } = plan as unknown as { rows: Record<string, unknown>[] };
    const text = rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toMatch(/Index Scan Backward using orders_team_idx on orders/);
    expect(text).not.toMatch(/Seq Scan on orders/);
    // The index holds the tie-break too: the rows come in the page's order, nothing sorts them.
    expect(text).not.toMatch(/Sort/);

    // The other sorts read their own indexes, nulls last both ways.
    for (const [sort, index] of [
      ['delivery:asc', 'orders_team_delivery_asc_idx'],
      ['delivery:desc', 'orders_team_delivery_desc_idx'],
      ['total:asc', 'orders_team_total_asc_idx'],
      ['total:desc', 'orders_team_total_desc_idx'],
    ] as const) {
      const sorted = await db.execute(
        sql`explain ${selectOrdersPage(db, team.teamId, { page: 1, limit: 20, sort })}`,
      );
      const lines = (sorted as unknown as { rows: Record<string, unknown>[] }).rows
        .map((row) => Object.values(row).join(' '))
        .join('\n');
      expect(lines).toMatch(new RegExp(`Index Scan using ${index} on orders`));
      expect(lines, sort).not.toMatch(/Sort/);
    }

    // The total is the count the trigger keeps, not a count of 100k rows.
    const page = await listTeamOrders(db, team.teamId, { page: 1, limit: 5 });
    expect(page.total).toBe(100_000);
    await db.execute(
      sql`update orders set status = 'cancelled' where team_id = ${team.teamId} and total <= 10`,
    );
    expect(
      (await listTeamOrders(db, team.teamId, { page: 1, limit: 5, status: 'cancelled' })).total,
    ).toBe(10);
    expect((await listTeamOrders(db, team.teamId, { page: 1, limit: 5 })).total).toBe(100_000);
    await db.execute(sql`delete from orders where team_id = ${team.teamId} and total <= 3`);
    expect(
      (await listTeamOrders(db, team.teamId, { page: 1, limit: 5, status: 'cancelled' })).total,
    ).toBe(7);
  }, 120_000);
});
