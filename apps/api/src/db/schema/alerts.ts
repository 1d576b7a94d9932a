import { alertKeys, alertTypes } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { quotedList } from './quoted-list.ts';

/** Site-wide banners shown to every visitor of the customer area while their window is open. */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key', { enum: alertKeys }).notNull(),
    hash: text('hash').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: alertTypes }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('alerts_key_check', sql`${table.key} in (${quotedList(alertKeys)})`),
    check('alerts_type_check', sql`${table.type} in (${quotedList(alertTypes)})`),
    index('alerts_window_idx').on(table.startsAt, table.endsAt),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlertRow = typeof alerts.$inferInsert;
