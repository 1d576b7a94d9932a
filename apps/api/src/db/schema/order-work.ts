import {
  orderExtraKinds,
  orderExtraStatuses,
  pricedPaymentMethods,
  type TPinAnswerInput,
} from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from './billing.ts';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * One delivery of files by staff: round 1 is the first delivery, each revision adds one. Its
 * files are uploads (tag `deliverable`) whose delivery_id points here. `late` is decided when the
 * first delivery is made after the order's promise.
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    note: text('note'),
    late: boolean('late').notNull().default(false),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the customer got it; null while it is a draft the brand check holds back until staff
     * publish it (one per order at most). Delivering again replaces a draft's files.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** A draft's answers to the revision request's pins, written to the pins when published. */
    pinAnswers: jsonb('pin_answers').$type<TPinAnswerInput[]>(),
  },
  (table) => [
    unique('order_deliveries_round_unique').on(table.orderId, table.round),
    check('order_deliveries_round_check', sql`${table.round} >= 1`),
    uniqueIndex('order_deliveries_one_draft')
      .on(table.orderId)
      .where(sql`${table.publishedAt} is null`),
  ],
);

/** The comment thread of an order between the customer's team and staff. */
export const orderComments = pgTable(
  'order_comments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name written at the time (a user removed later keeps their words signed). */
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_comments_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * Every staff action (a transition, a delivery, a comment, a setting, a credit adjustment): who,
 * what, on which team and order, with the action's details. Append-only.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_audit_log_created_idx').on(table.createdAt)],
);

export type OrderDeliveryRow = typeof orderDeliveries.$inferSelect;
export type OrderCommentRow = typeof orderComments.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;

/**
 * A customer's feedback on an order (§3): one per order. Empty scores and texts with
 * `no_feedback` mean the customer sent the form empty (§4's flag).
 */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    design: integer('design'),
    understandingOfRequirement: integer('understanding_of_requirement'),
    adherenceToDeadline: integer('adherence_to_deadline'),
    attentionToDetail: integer('attention_to_detail'),
    publishable: text('publishable').notNull().default(''),
    internal: text('internal').notNull().default(''),
    good: text('good').notNull().default(''),
    bad: text('bad').notNull().default(''),
    noFeedback: boolean('no_feedback').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'order_feedback_scores_check',
      sql`coalesce(${table.design}, 1) between 1 and 5 and coalesce(${table.understandingOfRequirement}, 1) between 1 and 5 and coalesce(${table.adherenceToDeadline}, 1) between 1 and 5 and coalesce(${table.attentionToDetail}, 1) between 1 and 5`,
    ),
  ],
);

export type OrderFeedbackRow = typeof orderFeedback.$inferSelect;

/**
 * What a team paid on top of an order: a revision round past the included ones. Credits and
 * cards are paid when it is asked for (the ledger entry or the payment is referenced), an invoice
 * is billed with the order's invoice. One row per round.
 */
export const orderExtras = pgTable(
  'order_extras',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: orderExtraKinds }).notNull(),
    round: integer('round').notNull(),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: pricedPaymentMethods }).notNull(),
    poNumber: text('po_number'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderExtraStatuses }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('order_extras_round_unique').on(table.orderId, table.kind, table.round),
    check('order_extras_kind_check', sql`${table.kind} in (${quotedList(orderExtraKinds)})`),
    check(
      'order_extras_method_check',
      sql`${table.method} in (${quotedList(pricedPaymentMethods)})`,
    ),
    check('order_extras_status_check', sql`${table.status} in (${quotedList(orderExtraStatuses)})`),
    check('order_extras_amount_check', sql`${table.amount} > 0`),
  ],
);

export type OrderExtraRow = typeof orderExtras.$inferSelect;
