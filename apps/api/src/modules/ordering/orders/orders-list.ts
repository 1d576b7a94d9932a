import {
  defaultOrderSort,
  formatOrderNumber,
  parseSort,
  readOrderNumber,
  type TOrderListItem,
  type TOrderSortOption,
  type TSortDirection,
  type ZOrdersQuery,
} from '@deckhand/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { definePreparedQuery } from '../../../db/prepared-query.ts';
import { orderCounts, orderFlows, orders, users } from '../../../db/schema/index.ts';
import { containing } from '../../../db/search-pattern.ts';
import { serverTimestamp } from '../../../db/server-timestamp.ts';
import { type OrdersPageJson, orderListItemJson } from './orders-list-json.ts';

type Query = z.output<typeof ZOrdersQuery>;

export const orderSortColumns = {
  placed: orders.createdAt,
  delivery: orders.promisedDeliveryAt,
  total: orders.total,
} as const;

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

/**
 * What a row of the staff console's orders list reads (orders joined with their flow and who
 * placed them), for toListItem; the team's own list reads each row as JSON (orders-list-json.ts).
 */
export const orderListColumns = {
  id: orders.id,
  status: orders.status,
  flowKey: orders.flowKey,
  flowName: orderFlows.name,
  treatment: orders.treatment,
  slides: orders.slides,
  promisedDeliveryAt: serverTimestamp<string | null>(orders.promisedDeliveryAt),
  timezone: orders.timeZone,
  total: orders.total,
  currency: orders.currency,
  paymentMethod: orders.paymentMethod,
  placedBy: users.name,
  createdAt: serverTimestamp<string>(orders.createdAt),
};

type Sort = { option: TOrderSortOption; direction: TSortDirection };

/**
 * The orders a `where` leaves, joined and in the sort's order, each as its list item's JSON
 * (pages add limit and offset).
 */
function orderedOrders<TExtra extends Record<string, SQL>>(
  db: Db,
  where: SQL | undefined,
  sort: Sort,
  extra?: TExtra,
) {
  const { direction } = sort;
  const order = direction === 'asc' ? asc : desc;
  const column = orderSortColumns[sort.option];
  return db
    .select({ item: orderListItemJson, ...(extra as TExtra) })
    .from(orders)
    .innerJoin(orderFlows, eq(orderFlows.key, orders.flowKey))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(where)
    .orderBy(
      ...(sort.option === 'placed'
        ? // created_at is never null: a plain order lets the (team_id, created_at, id) index
          // serve it, sort and ties alike (no Incremental Sort over the joined rows).
          [order(column), order(orders.id)]
        : // As the orders_team_<sort>_<direction>_idx indexes hold them: nulls last both ways.
          [
            sql`${column} ${sql.raw(direction)} nulls last`,
            sql`${orders.id} ${sql.raw(direction)} nulls last`,
          ]),
    );
}

/** The select of one page of a team's orders (exported so a test can read its plan). */
export function selectOrdersPage(db: Db, teamId: number, query: Query) {
  return orderedOrders(db, whereOf(teamId, query), parseSort(query.sort, defaultOrderSort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

type PageRows = Awaited<ReturnType<typeof selectOrdersPage>>;

/** The team's total under the status filter, as order_counts keeps it (a scalar subquery). */
const keptTotal = (withStatus: boolean) =>
  sql<string | number | null>`(select coalesce(sum(${orderCounts.count}), 0) from ${orderCounts}
    where ${orderCounts.teamId} = ${sql.placeholder('teamId')}
    ${withStatus ? sql`and ${orderCounts.status} = ${sql.placeholder('status')}` : sql``})`;

type PreparedRows = (PageRows[number] & { listTotal: string | number | null })[];

/**
 * The pages without a search (nearly every request): one prepared statement per sort and status
 * filter, and the total rides along on every row (one round trip for the page and its count).
 * The first page (most requests) has a statement of its own per page size, its LIMIT written in
 * the text and no OFFSET: with a LIMIT or OFFSET that is a parameter, PostgreSQL's generic plan
 * expects a tenth of the team's orders, so it planned the statement afresh at every execution
 * (0.2-0.7 ms, more than running it); with them written, it keeps one plan per connection.
 */
const preparedPages = new Map<string, ReturnType<typeof definePreparedQuery<PreparedRows>>>();
function preparedPage(sort: Sort, withStatus: boolean, firstPageLimit: number | null) {
  const page = firstPageLimit === null ? 'any' : `first${firstPageLimit}`;
  const filter = withStatus ? 'status' : 'all';
  const name = `orders_page_${sort.option}_${sort.direction}_${filter}_${page}`;
  let prepared = preparedPages.get(name);
  if (!prepared) {
    prepared = definePreparedQuery<PreparedRows>(name, (db, statement) => {
      const ordered = orderedOrders(
        db,
        and(
          eq(orders.teamId, sql.placeholder('teamId')),
          withStatus ? eq(orders.status, sql.placeholder('status')) : undefined,
        ),
        sort,
        { listTotal: keptTotal(withStatus) },
      );
      // Drizzle binds a number as a parameter; SQL is written as it is (a page size of the
      // contract's, checked to be an integer).
      const paged =
        firstPageLimit === null
          ? ordered.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
          : ordered.limit(sql.raw(String(firstPageLimit)) as unknown as number);
      return paged.prepare(statement);
    });
    preparedPages.set(name, prepared);
  }
  return prepared;
}

const countAll = definePreparedQuery('orders_count_all', (db, name) =>
  db
    .select({ total: sql<string | number | null>`sum(${orderCounts.count})` })
    .from(orderCounts)
    .where(eq(orderCounts.teamId, sql.placeholder('teamId')))
    .prepare(name),
);
const countStatus = definePreparedQuery('orders_count_status', (db, name) =>
  db
    .select({ total: sql<string | number | null>`sum(${orderCounts.count})` })
    .from(orderCounts)
    .where(
      and(
        eq(orderCounts.teamId, sql.placeholder('teamId')),
        eq(orderCounts.status, sql.placeholder('status')),
      ),
    )
    .prepare(name),
);

/**
 * One page of a team's orders (§2.4), each row as its JSON, with the total the filters leave.
 * Ties are broken by id in the same direction, so pages never repeat or skip a row; orders
 * without a date or total (an unpriced quote) come last either way.
 */
export async function listTeamOrders(
  db: Db,
  teamId: number,
  query: Query,
): Promise<OrdersPageJson> {
  const page = { page: query.page, limit: query.limit };
  if (query.search?.trim()) {
    const [rows, total] = await Promise.all([
      selectOrdersPage(db, teamId, query),
      countTeamOrders(db, teamId, query),
    ]);
    return { items: rows.map(itemOf), total, ...page };
  }
  const isFirstPage = query.page === 1 && Number.isSafeInteger(query.limit);
  const rows = await preparedPage(
    parseSort(query.sort, defaultOrderSort),
    query.status !== undefined,
    isFirstPage ? query.limit : null,
  )(db).execute({
    teamId,
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  // A page past the end has no row to carry the total: read it alone.
  const first = rows[0];
  const total = first ? Number(first.listTotal ?? 0) : await countTeamOrders(db, teamId, query);
  return { items: rows.map(itemOf), total, ...page };
}

const itemOf = (row: { item: string }) => row.item;

/**
 * How many orders the filters leave: without a search, the counts the order_counts trigger keeps
 * (one indexed read, however many orders the team has); a search counts its matches.
 */
async function countTeamOrders(db: Db, teamId: number, query: Query): Promise<number> {
  if (!query.search?.trim()) {
    const [kept] = query.status
      ? await countStatus(db).execute({ teamId, status: query.status })
      : await countAll(db).execute({ teamId });
    return Number(kept?.total ?? 0);
  }
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(orderFlows, eq(orderFlows.key, orders.flowKey))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(whereOf(teamId, query));
  return Number(counted?.total ?? 0);
}

/** A row of orderListColumns as the staff console's list answers it, field by field. */
export function toListItem(row: {
  id: number;
  status: TOrderListItem['status'];
  flowKey: string;
  flowName: string;
  treatment: string | null;
  slides: number | null;
  promisedDeliveryAt: string | null;
  timezone: string;
  total: number | null;
  currency: string;
  paymentMethod: TOrderListItem['paymentMethod'];
  placedBy: string | null;
  createdAt: string;
}): TOrderListItem {
  return {
    id: row.id,
    number: formatOrderNumber(row.id),
    status: row.status,
    flowKey: row.flowKey,
    flowName: row.flowName,
    treatment: row.treatment as TOrderListItem['treatment'],
    slides: row.slides,
    promisedDeliveryAt: row.promisedDeliveryAt,
    timezone: row.timezone,
    total: row.total,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    placedBy: row.placedBy,
    createdAt: row.createdAt,
  };
}
