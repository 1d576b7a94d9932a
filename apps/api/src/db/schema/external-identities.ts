import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's account at an OpenID Connect provider (provider id + the provider's subject). */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('external_identities_provider_subject_unique').on(table.provider, table.subject),
  ],
);

export type ExternalIdentityRow = typeof externalIdentities.$inferSelect;
export type NewExternalIdentityRow = typeof externalIdentities.$inferInsert;
