import { z } from 'zod';
import { type TOrderStatus, ZOrderStatus } from './order-statuses.ts';
import { ZOrderPaymentMethod } from './orders.ts';
import { pageOf, pageQuery, type TSortDirection } from './paging.ts';
import { ZTreatmentKey } from './treatments.ts';
import { boundedString, ZServerDate } from './validation.ts';

/**
 * The team's orders list (/my-profile/orders, §2.4): paged, sorted by when they were placed, when
 * they are promised or their total, filtered by status, searched by number or flow.
 */

export const orderSortOptions = ['placed', 'delivery', 'total'] as const;
export type TOrderSortOption = (typeof orderSortOptions)[number];
export const defaultOrderSort: { option: TOrderSortOption; direction: TSortDirection } = {
  option: 'placed',
  direction: 'desc',
};

export const orderSearchMax = 60;

export const ZOrdersQuery = pageQuery(orderSortOptions).extend({
  status: ZOrderStatus.optional(),
  /** An order number ('DH-10042' or '10042'), or words of the flow's name or who placed it. */
  search: boundedString(orderSearchMax).trim().optional(),
});
export type TOrdersQuery = z.infer<typeof ZOrdersQuery>;

/** One row of the list. */
export const ZOrderListItem = z.object({
  id: z.number().int().positive(),
  number: z.string(),
  status: ZOrderStatus,
  flowKey: z.string(),
  flowName: z.string(),
  treatment: ZTreatmentKey.nullable(),
  slides: z.number().int().nullable(),
  /** UTC; shown in `timezone`, the customer's zone when ordering. Null for an unpriced quote. */
  promisedDeliveryAt: ZServerDate.nullable(),
  timezone: z.string(),
  /** Minor units of `currency`; null for a quote not priced yet. */
  total: z.number().int().nullable(),
  currency: z.string(),
  paymentMethod: ZOrderPaymentMethod.nullable(),
  placedBy: z.string().nullable(),
  createdAt: ZServerDate,
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

export const ZOrdersResponse = pageOf(ZOrderListItem);
export type TOrdersResponse = z.infer<typeof ZOrdersResponse>;

/** How a status reads for customers. */
export const orderStatusNames: Readonly<Record<TOrderStatus, string>> = {
  quoteRequested: 'Quote requested',
  quoted: 'Quote ready',
  awaitingPayment: 'Awaiting payment',
  received: 'Received',
  inProgress: 'In progress',
  delivered: 'Delivered',
  revisionRequested: 'Revision requested',
  approved: 'Approved',
  cancelled: 'Cancelled',
};

export const ordersListMessages = {
  heading: 'My orders',
  intro: 'Every order your team placed: where it stands and when it is promised.',
  cardTitle: 'Orders',
  empty: 'No orders yet',
  emptyHint: 'Order designed slides in a few steps: we show the price and delivery date first.',
  emptyFiltered: 'No orders match your filters',
  emptyFilteredHint: 'Try another status or search, or clear the filters.',
  clearFilters: 'Clear filters',
  orderNow: 'Order now',
  loading: 'Loading orders…',
  loadFailed: 'We could not load your orders. Please try again.',
  retry: 'Try again',
  sortLabel: 'Sort by',
  statusLabel: 'Status',
  allStatuses: 'All statuses',
  searchLabel: 'Search orders',
  searchPlaceholder: 'Order number or flow',
  quoteTotal: 'Quote pending',
  columns: {
    number: 'Order',
    placed: 'Placed',
    what: 'What',
    delivery: 'Promised delivery',
    total: 'Total',
    status: 'Status',
  },
  sortChoices: {
    'placed:desc': 'Newest first',
    'placed:asc': 'Oldest first',
    'delivery:asc': 'Delivery soonest',
    'delivery:desc': 'Delivery latest',
    'total:desc': 'Highest total',
    'total:asc': 'Lowest total',
  },
} as const;

/** The order id an order number or bare digits name ('DH-10042' → 42); null otherwise. */
export function readOrderNumber(search: string): number | null {
  const match = /^(?:DH-?)?(\d{5,9})$/i.exec(search.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]) - 10_000;
  return id > 0 ? id : null;
}
