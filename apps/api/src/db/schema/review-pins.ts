import { pinAnswerKinds, pinPlacementStates, reviewPinStatuses } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { quotedList } from './quoted-list.ts';
import { reviewGuestSessions } from './review-guests.ts';
import { slidePreviews } from './slide-previews.ts';
import { users } from './users.ts';

/**
 * A comment pinned to a delivered slide (the review studio). It belongs to the order, numbered
 * from 1 per order; where it sits on each version is a placement (review_pin_placements).
 */
export const reviewPins = pgTable(
  'review_pins',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest reviewer's (the person on a guest link) instead of a user's. */
    authorGuestSessionId: integer('author_guest_session_id').references(
      () => reviewGuestSessions.id,
      { onDelete: 'set null' },
    ),
    /** The name written at the time (a user removed later keeps their words signed). */
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: reviewPinStatuses }).notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByName: text('resolved_by_name'),
    /** The version (delivery round) whose revision request sent it; null until one does. */
    requestedOnVersion: integer('requested_on_version'),
    /** Staff's answer with the next delivery: addressed, or not done and why. */
    answerKind: text('answer_kind', { enum: pinAnswerKinds }),
    answerNote: text('answer_note'),
    answerVersion: integer('answer_version'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'review_pins_answer_check',
      sql`${table.answerKind} is null or ${table.answerKind} in (${quotedList(pinAnswerKinds)})`,
    ),
    unique('review_pins_order_number_unique').on(table.orderId, table.number),
    check('review_pins_status_check', sql`${table.status} in (${quotedList(reviewPinStatuses)})`),
  ],
);
export type ReviewPinRow = typeof reviewPins.$inferSelect;

/**
 * Where a pin sits on one version's slide: a point (x, y) or an area (w, h), as fractions of the
 * slide. The first is where it was pinned; carrying it to a later version adds one per version.
 */
export const reviewPinPlacements = pgTable(
  'review_pin_placements',
  {
    pinId: integer('pin_id')
      .notNull()
      .references(() => reviewPins.id, { onDelete: 'cascade' }),
    previewId: integer('preview_id')
      .notNull()
      .references(() => slidePreviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    w: doublePrecision('w'),
    h: doublePrecision('h'),
    /**
     * placed: where a person put it; carried: moved from an earlier version with confidence;
     * needsLook: a best guess the customer confirms or moves (never shown as placed).
     */
    state: text('state', { enum: pinPlacementStates }).notNull().default('placed'),
    /** The version's slide it was carried from (null when placed by a person). */
    carriedFromPreviewId: integer('carried_from_preview_id').references(() => slidePreviews.id, {
      onDelete: 'set null',
    }),
    carriedFromPosition: integer('carried_from_position'),
    /** Whether what was under it looks different on this version; null: not known. */
    areaChanged: boolean('area_changed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pinId, table.previewId] }),
    index('review_pin_placements_preview_idx').on(table.previewId),
    check(
      'review_pin_placements_area_check',
      sql`${table.x} between 0 and 1 and ${table.y} between 0 and 1 and (${table.w} is null) = (${table.h} is null)`,
    ),
    check(
      'review_pin_placements_state_check',
      sql`${table.state} in (${quotedList(pinPlacementStates)})`,
    ),
  ],
);
export type ReviewPinPlacementRow = typeof reviewPinPlacements.$inferSelect;

/** A reply in a pin's thread. */
export const reviewPinReplies = pgTable(
  'review_pin_replies',
  {
    id: serial('id').primaryKey(),
    pinId: integer('pin_id')
      .notNull()
      .references(() => reviewPins.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest reviewer's (the person on a guest link) instead of a user's. */
    authorGuestSessionId: integer('author_guest_session_id').references(
      () => reviewGuestSessions.id,
      { onDelete: 'set null' },
    ),
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [index('review_pin_replies_pin_idx').on(table.pinId)],
);
export type ReviewPinReplyRow = typeof reviewPinReplies.$inferSelect;
