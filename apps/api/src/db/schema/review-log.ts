import { reviewActorKinds, reviewEventKinds, type TReviewEventDetails } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';

/**
 * The review's audit trail (modules/ordering/review-log): one row per review event of an order,
 * numbered within it (`seq`), each carrying the previous row's hash and its own (review-log-chain
 * .ts). Append-only: a trigger refuses every update, delete and truncate (migration 0027), and
 * no foreign key points to a user (a removed user would rewrite a row): the actor's name is kept
 * as it was.
 */
export const orderReviewEvents = pgTable(
  'order_review_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: reviewEventKinds }).notNull(),
    actorKind: text('actor_kind', { enum: reviewActorKinds }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    round: integer('round'),
    details: jsonb('details').$type<TReviewEventDetails>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    unique('order_review_events_seq_unique').on(table.orderId, table.seq),
    check(
      'order_review_events_kind_check',
      sql`${table.kind} in (${quotedList(reviewEventKinds)})`,
    ),
    check(
      'order_review_events_actor_check',
      sql`${table.actorKind} in (${quotedList(reviewActorKinds)})`,
    ),
    check('order_review_events_seq_check', sql`${table.seq} >= 1`),
    // The staff console's share of automatic approvals by month reads events by kind and time.
    index('order_review_events_kind_idx').on(table.kind, table.createdAt),
  ],
);
export type OrderReviewEventRow = typeof orderReviewEvents.$inferSelect;
