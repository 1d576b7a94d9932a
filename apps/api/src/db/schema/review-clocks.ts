import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';

export const reviewClockRowStates = ['running', 'paused', 'stopped'] as const;

/**
 * The open review's business-day clock of an order (modules/ordering/review-clock): one row per
 * order, rewritten when a delivery starts a round. The due moment itself is orders.review_due_at
 * (null while the clock is paused or stopped), which the review's jobs compare against.
 */
export const orderReviewClocks = pgTable(
  'order_review_clocks',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The delivery round under review. */
    round: integer('round').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Whose public holidays count (ISO alpha-2), as it was when the round started. */
    countryCode: text('country_code'),
    /** running, paused (a question waits for staff) or stopped (nobody could be reminded). */
    state: text('state', { enum: reviewClockRowStates }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Business ms left when the clock paused or stopped. */
    msLeft: bigint('ms_left', { mode: 'number' }),
    /** The customer's one extension of this round. */
    extendedAt: timestamp('extended_at', { withTimezone: true }),
    /** The clock's own extension of this round, for reminders that had not gone out. */
    graceGivenAt: timestamp('grace_given_at', { withTimezone: true }),
    /** When this round was approved because its window ended (the reopen window counts from it). */
    autoApprovedAt: timestamp('auto_approved_at', { withTimezone: true }),
    /** When the customer reopened this round after its automatic approval. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'order_review_clocks_state_check',
      sql`${table.state} in (${quotedList(reviewClockRowStates)})`,
    ),
  ],
);
export type OrderReviewClockRow = typeof orderReviewClocks.$inferSelect;
