import {
  orderPaymentMethods,
  orderStatuses,
  type TOrderFormValues,
  type TOrderPrice,
} from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { payments } from './billing.ts';
import { orderFlows } from './ordering.ts';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const orderActorKinds = ['customer', 'staff', 'system'] as const;

/**
 * A placed order: what was ordered (the form's values as submitted), the server's price, how it
 * is paid and the promised delivery. Its status moves only through modules/ordering/orders/order-states.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    flowKey: text('flow_key')
      .notNull()
      .references(() => orderFlows.key),
    status: text('status', { enum: orderStatuses }).notNull(),
    treatment: text('treatment'),
    slides: integer('slides'),
    turnaround: text('turnaround'),
    /** The form's values as submitted (style, add-ons, files, brief ...). */
    formValues: jsonb('form_values').$type<TOrderFormValues>().notNull(),
    /** The price as the server computed it at submit; null for a quote until staff price it. */
    price: jsonb('price').$type<TOrderPrice>(),
    currency: text('currency').notNull(),
    /** price.total, for sums and sorting (minor units); null for an unpriced quote. */
    total: integer('total'),
    /** Slides of daily capacity a subscription order uses. */
    capacitySlides: integer('capacity_slides'),
    paymentMethod: text('payment_method', { enum: orderPaymentMethods }),
    paymentId: integer('payment_id').references(() => payments.id),
    poNumber: text('po_number'),
    /**
     * The team's custom fields as asked and answered at submit (label and kind kept, so a later
     * change to the field does not rewrite the order); null when the flow had none.
     */
    customFieldAnswers:
      jsonb('custom_field_answers').$type<
        { fieldId: number; label: string; kind: string; value: string | number | null }[]
      >(),
    promisedDeliveryAt: timestamp('promised_delivery_at', { withTimezone: true }),
    /** The customer's zone, in which its dates were shown and mailed. */
    timeZone: text('time_zone').notNull(),
    /** When the open review of a delivery is approved for the customer; null when none is open. */
    reviewDueAt: timestamp('review_due_at', { withTimezone: true }),
    /** Revision rounds the customer asked for so far. */
    revisionsUsed: integer('revisions_used').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_status_check', sql`${table.status} in (${quotedList(orderStatuses)})`),
    check(
      'orders_payment_method_check',
      sql`${table.paymentMethod} is null or ${table.paymentMethod} in (${quotedList(orderPaymentMethods)})`,
    ),
    check('orders_total_check', sql`${table.total} is null or ${table.total} >= 0`),
    unique('orders_idempotency_unique').on(table.teamId, table.idempotencyKey),
    // The list's newest first (created_at, then id, both desc): with id in the index its plan
    // needs no Incremental Sort over the joined rows.
    index('orders_team_idx').on(table.teamId, table.createdAt, table.id),
    index('orders_promised_idx').on(table.promisedDeliveryAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // The list's other sorts (§2.4), nulls last both ways as the list reads them.
    index('orders_team_delivery_asc_idx').on(
      table.teamId,
      table.promisedDeliveryAt.asc().nullsLast(),
      table.id.asc(),
    ),
    index('orders_team_delivery_desc_idx').on(
      table.teamId,
      table.promisedDeliveryAt.desc().nullsLast(),
      table.id.desc(),
    ),
    index('orders_team_total_asc_idx').on(
      table.teamId,
      table.total.asc().nullsLast(),
      table.id.asc(),
    ),
    index('orders_team_total_desc_idx').on(
      table.teamId,
      table.total.desc().nullsLast(),
      table.id.desc(),
    ),
  ],
);

/** Every status change of an order: from, to, who and when (architecture: one state machine). */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind', { enum: orderActorKinds }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'order_transitions_actor_check',
      sql`${table.actorKind} in (${quotedList(orderActorKinds)})`,
    ),
    index('order_transitions_order_idx').on(table.orderId, table.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderTransitionRow = typeof orderTransitions.$inferSelect;

/**
 * How many orders each team has in each status: the orders list's total without counting 100k
 * rows per page. Kept by the trigger `order_counts_keep` on orders (migration 0013), so every
 * writer (the state machine, seeds, tests) keeps it exact.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.status] })],
);
