import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The customer settings object of §3, saved as a whole (PUT /v1/customers/settings). */
export const customerSettings = pgTable('customer_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CustomerSettingsRow = typeof customerSettings.$inferSelect;
