import {
  defaultOrderSort,
  formatOrderNumber,
  parseSort,
  readOrderNumber,
  type TOrderListItem,
  type TOrderSortOption,
  type TOrdersResponse,
  type TSortDirection,
  toServerTimestamp,
  type ZOrdersQuery,
} from '@deckhand/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { orderFlows, orders, users } from '../../db/schema/index.ts';

type Query = z.output<typeof ZOrdersQuery>;

export const orderSortColumns = {
  placed: orders.createdAt,
  delivery: orders.promisedDeliveryAt,
  total: orders.total,
} as const;

/** `%words%` for ILIKE, with the pattern characters of the search taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The rows the search and status filter leave of a team's orders. */
function whereOf(teamId: number, query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.teamId, teamId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  const search = query.search?.trim();
  if (search) {
    const id = readOrderNumber(search);
    conditions.push(
      or(
        id === null ? undefined : eq(orders.id, id),
        ilike(orderFlows.name, containing(search)),
        ilike(users.name, containing(search)),
      ),
    );
  }
  return and(...conditions);
}

/** What a row of an orders list reads (orders joined with their flow and who placed them). */
export const orderListColumns = {
  id: orders.id,
  status: orders.status,
  flowKey: orders.flowKey,
  flowName: orderFlows.name,
  treatment: orders.treatment,
  slides: orders.slides,
  promisedDeliveryAt: orders.promisedDeliveryAt,
  timezone: orders.timeZone,
  total: orders.total,
  currency: orders.currency,
  paymentMethod: orders.paymentMethod,
  placedBy: users.name,
  createdAt: orders.createdAt,
};

/** The select of one page of a team's orders (exported so a test can read its plan). */
export function selectOrdersPage(db: Db, teamId: number, query: Query) {
  const sort = parseSort<TOrderSortOption>(query.sort, defaultOrderSort);
  const direction: TSortDirection = sort.direction;
  const order = direction === 'asc' ? asc : desc;
  const column = orderSortColumns[sort.option];
  return db
    .select(orderListColumns)
    .from(orders)
    .innerJoin(orderFlows, eq(orderFlows.key, orders.flowKey))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(whereOf(teamId, query))
    .orderBy(
      // created_at is never null: a plain order lets the (team_id, created_at) index serve it.
      sort.option === 'placed' ? order(column) : sql`${column} ${sql.raw(direction)} nulls last`,
      order(orders.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/**
 * One page of a team's orders (§2.4) with the total the filters leave. Ties are broken by id in
 * the same direction, so pages never repeat or skip a row; orders without a date or total (an
 * unpriced quote) come last either way.
 */
export async function listTeamOrders(
  db: Db,
  teamId: number,
  query: Query,
): Promise<TOrdersResponse> {
  const rows = await selectOrdersPage(db, teamId, query);
  const [totals] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(orderFlows, eq(orderFlows.key, orders.flowKey))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(whereOf(teamId, query));
  return {
    items: rows.map(toListItem),
    total: Number(totals?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

export function toListItem(row: {
  id: number;
  status: TOrderListItem['status'];
  flowKey: string;
  flowName: string;
  treatment: string | null;
  slides: number | null;
  promisedDeliveryAt: Date | null;
  timezone: string;
  total: number | null;
  currency: string;
  paymentMethod: TOrderListItem['paymentMethod'];
  placedBy: string | null;
  createdAt: Date;
}): TOrderListItem {
  return {
    ...row,
    number: formatOrderNumber(row.id),
    treatment: row.treatment as TOrderListItem['treatment'],
    promisedDeliveryAt: row.promisedDeliveryAt ? toServerTimestamp(row.promisedDeliveryAt) : null,
    createdAt: toServerTimestamp(row.createdAt),
  };
}
