import {
  apiPrefix,
  endpoints,
  formatOrderNumber,
  ZOrderListItem,
  ZOrdersResponse,
} from '@deckhand/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderFlows, orders, users } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { buildTestOrderValues } from '../../../test/order-factory.ts';
import { callAs, createTeamWithRoles } from '../../../test/team-factory.ts';
import { orderListColumns, toListItem } from './orders-list.ts';
import { orderListItemKeys } from './orders-list-json.ts';

const context = useTestContext();

beforeAll(async () => {
  await seedOrderingReference(context.database.db);
});

/** Every character JSON escapes, and some it must leave as they are. */
const awkward =
  'Quote " backslash \\ slash / newline \n tab \t return \r \b \f \u0001 \u001f \u007f é 日本 😀 \u2028 \u2029 </script>';

describe('the orders list written by the database', () => {
  it('writes the keys of the contract’s list item, in its order', () => {
    expect(orderListItemKeys).toEqual(Object.keys(ZOrderListItem.shape));
  });

  it('answers the text the zod serializer wrote: prepared pages, searches and empty pages', async () => {
    const db = context.database.db;
    const app = await context.createApp();
    const team = await createTeamWithRoles(db);
    await db.update(users).set({ name: awkward }).where(eq(users.id, team.owner.user.id));
    await db.execute(sql`insert into order_flows (key, kind, name, stepped, is_quote, currency,
      definition, active) select 'json-awkward', kind, ${`Flow ${awkward}`}, stepped, is_quote,
      currency, definition, active from order_flows where key = 'order-now'`);
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12, 34, 56, 789));
    const inserted = await db
      .insert(orders)
      .values([
        buildTestOrderValues({
          teamId: team.teamId,
          userId: team.owner.user.id,
          flowKey: 'json-awkward',
          timeZone: awkward,
          createdAt: day(1),
        }),
        // A quote nobody priced, placed by someone since removed: every nullable field is null.
        buildTestOrderValues({
          teamId: team.teamId,
          userId: null,
          flowKey: 'quote',
          status: 'quoteRequested',
          treatment: null,
          slides: null,
          total: null,
          paymentMethod: null,
          promisedDeliveryAt: null,
          createdAt: day(2),
        }),
        buildTestOrderValues({
          teamId: team.teamId,
          userId: team.owner.user.id,
          status: 'cancelled',
          total: 0,
          createdAt: day(3),
        }),
      ])
      .returning({ id: orders.id });
    const ids = inserted.map((row) => row.id);

    /** The page as the route answered it before: rows as objects, encoded with the contract. */
    const encodedByZod = async (
      where: ReturnType<typeof and>,
      page: { page: number; limit: number },
      total: number,
    ) => {
      const rows = await db
        .select(orderListColumns)
        .from(orders)
        .innerJoin(orderFlows, eq(orderFlows.key, orders.flowKey))
        .leftJoin(users, eq(users.id, orders.createdByUserId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset((page.page - 1) * page.limit);
      // fastify-type-provider-zod's serializer: z.encode with the response schema, then JSON.
      return JSON.stringify(
        z.encode(ZOrdersResponse, { items: rows.map(toListItem), total, ...page }),
      );
    };
    const ofTeam = eq(orders.teamId, team.teamId);
    const cases = [
      ['', ofTeam, { page: 1, limit: 5 }, 3],
      ['?limit=10&page=1', ofTeam, { page: 1, limit: 10 }, 3],
      ['?page=2&limit=10', ofTeam, { page: 2, limit: 10 }, 3],
      ['?status=cancelled', and(ofTeam, eq(orders.status, 'cancelled')), { page: 1, limit: 5 }, 1],
      [
        `?search=${formatOrderNumber(ids[0] ?? 0)}`,
        and(ofTeam, eq(orders.id, ids[0] ?? 0)),
        { page: 1, limit: 5 },
        1,
      ],
    ] as const;
    for (const [query, where, page, total] of cases) {
      const response = await callAs(app, team.owner.token, {
        method: 'GET',
        url: `${apiPrefix}${endpoints.orders.list}${query}`,
      });
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['content-type'], query).toBe('application/json; charset=utf-8');
      expect(response.body, query).toBe(await encodedByZod(where, page, total));
      // Nothing the contract does not name.
      expect(ZOrdersResponse.parse(response.json()), query).toEqual(response.json());
    }
  });
});
