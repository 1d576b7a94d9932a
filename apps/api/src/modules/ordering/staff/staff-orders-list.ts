import {
  openOrderStatuses,
  parseSort,
  readOrderNumber,
  type TSortDirection,
  type TStaffOrdersResponse,
  type ZStaffOrdersQuery,
} from '@deckhand/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { orderFlows, orders, teams, users } from '../../../db/schema/index.ts';
import { containing } from '../../../db/search-pattern.ts';
import { orderListColumns, orderSortColumns, toListItem } from '../orders/orders-list.ts';

type Query = z.output<typeof ZStaffOrdersQuery>;

/** The work queue's default: what is promised soonest comes first. */
const defaultStaffSort = { option: 'delivery', direction: 'asc' } as const;

function whereOf(query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === 'open') conditions.push(inArray(orders.status, [...openOrderStatuses]));
  else if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
  const search = query.search?.trim();
  if (search) {
    const id = readOrderNumber(search);
    conditions.push(
      or(id === null ? undefined : eq(orders.id, id), ilike(teams.name, containing(search))),
    );
  }
  return and(...conditions);
}

/** Every team's orders for the staff console's queue: paged, filtered, soonest promise first. */
export async function listStaffOrders(db: Db, query: Query): Promise<TStaffOrdersResponse> {
  const sort = parseSort<'placed' | 'delivery'>(query.sort, defaultStaffSort);
  const direction: TSortDirection = sort.direction;
  const order = direction === 'asc' ? asc : desc;
  const column = orderSortColumns[sort.option];
  const where = whereOf(query);
  const rows = await db
    .select({ ...orderListColumns, teamId: teams.id, teamName: teams.name })
    .from(orders)
    .innerJoin(teams, eq(teams.id, orders.teamId))
    .innerJoin(orderFlows, eq(orderFlows.key, orders.flowKey))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(where)
    .orderBy(sql`${column} ${sql.raw(direction)} nulls last`, order(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [totals] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(teams, eq(teams.id, orders.teamId))
    .where(where);
  return {
    items: rows.map(({ teamId, teamName, ...row }) => ({
      ...toListItem(row),
      team: { id: teamId, name: teamName },
    })),
    total: Number(totals?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
