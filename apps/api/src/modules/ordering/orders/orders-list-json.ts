import type { TOrderListItem, TOrdersResponse } from '@deckhand/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { orderFlows, orders, users } from '../../../db/schema/index.ts';
import { serverTimestamp } from '../../../db/server-timestamp.ts';

/**
 * The orders list answers JSON that PostgreSQL writes: each row comes back as one text, the
 * list item of the contract (ZOrderListItem) as `row_to_json` writes it, and the page is joined
 * around the rows as text. Reading 14 columns of 25 rows into objects, checking them with zod and
 * stringifying them again was most of the request's CPU in Node (0.70-0.77 ms a page, a third of
 * it garbage collection; 0.21-0.23 ms now, bench:orders-list at 50 connections), and it is the
 * one thread every request waits for; PostgreSQL writes the same text for about 0.07 ms a page.
 *
 * The text is the one the route's zod serializer wrote (orders-list-json.test.ts compares them):
 * the keys in the contract's order, integers as numbers, strings escaped as JSON.stringify
 * escapes them (PostgreSQL's text holds no lone surrogates, the only strings they escape
 * differently), and timestamps in the server's format.
 */

/**
 * A list item's fields in the contract's order (the JSON's key order). `number` is
 * formatOrderNumber's 'DH-' and 10000 + id (bigint, so that no id overflows).
 */
const itemFields: { [K in keyof TOrderListItem]-?: SQLWrapper } = {
  id: orders.id,
  number: sql`'DH-' || (10000 + ${orders.id}::bigint)`,
  status: orders.status,
  flowKey: orders.flowKey,
  flowName: orderFlows.name,
  treatment: orders.treatment,
  slides: orders.slides,
  promisedDeliveryAt: serverTimestamp(orders.promisedDeliveryAt),
  timezone: orders.timeZone,
  total: orders.total,
  currency: orders.currency,
  paymentMethod: orders.paymentMethod,
  placedBy: users.name,
  createdAt: serverTimestamp(orders.createdAt),
};

/** The keys of a list item's JSON, in order (a test holds them to the contract's). */
export const orderListItemKeys = Object.keys(itemFields);

/**
 * A row of orders (joined with its flow and who placed it) as its list item's JSON: a subquery
 * per row, so the page's select keeps its joins, order and limit as they are.
 */
export const orderListItemJson: SQL<string> = sql<string>`(select row_to_json(item)::text from (select ${sql.join(
  Object.entries(itemFields).map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
  sql`, `,
)}) as item)`;

/** A page of the list with its rows as JSON (orderListItemJson), in order. */
export type OrdersPageJson = Omit<TOrdersResponse, 'items'> & { items: string[] };

/** The answer of GET /orders as text, keys in the order of the contract's ZOrdersResponse. */
export function writeOrdersPage(page: OrdersPageJson): string {
  return `{"items":[${page.items.join(',')}],"total":${page.total},"page":${page.page},"limit":${page.limit}}`;
}
