import { unsubscribeTypes } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { quotedList } from './quoted-list.ts';
import { users } from './users.ts';

/**
 * Which kinds of email a person receives (/unsubscribe/{type}). A missing row means the default:
 * subscribed, except 'offers', which follows the sign-up choice (users.receive_offers).
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: unsubscribeTypes }).notNull(),
    subscribed: boolean('subscribed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'email_preferences_pk', columns: [table.userId, table.type] }),
    check('email_preferences_type_check', sql`${table.type} in (${quotedList(unsubscribeTypes)})`),
  ],
);

export type EmailPreferenceRow = typeof emailPreferences.$inferSelect;
