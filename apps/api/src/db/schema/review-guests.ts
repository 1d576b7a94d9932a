import { reviewGuestKinds } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { users } from './users.ts';

/**
 * A guest reviewer of one order (modules/ordering/guests): a personal e-mail invite or a link to
 * forward. Only the link token's sha-256 is kept; revoking or expiring ends every session made
 * through it. An approver guest's one-time code is kept hashed here too, with its wrong tries.
 */
export const reviewGuests = pgTable(
  'review_guests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reviewGuestKinds }).notNull(),
    /** The invite's name, or the link's label. */
    label: text('label').notNull(),
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    canSeePrices: boolean('can_see_prices').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
  },
  (table) => [
    check('review_guests_kind_check', sql`${table.kind} in (${quotedList(reviewGuestKinds)})`),
    check(
      'review_guests_email_check',
      sql`(${table.kind} = 'email') = (${table.email} is not null)`,
    ),
    uniqueIndex('review_guests_token_idx').on(table.tokenHash),
    index('review_guests_order_idx').on(table.orderId),
  ],
);
export type ReviewGuestRow = typeof reviewGuests.$inferSelect;

/**
 * One person reviewing through a guest link, in one browser: the name they gave and their own
 * cookie's token (sha-256). A forwarded link has one session per person who opened it.
 */
export const reviewGuestSessions = pgTable(
  'review_guest_sessions',
  {
    id: serial('id').primaryKey(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => reviewGuests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_guest_sessions_token_idx').on(table.tokenHash),
    index('review_guest_sessions_guest_idx').on(table.guestId),
  ],
);
export type ReviewGuestSessionRow = typeof reviewGuestSessions.$inferSelect;
