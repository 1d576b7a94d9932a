import { customerTypes } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const quotedList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A customer account: orders, credits and billing belong to a team, people join it. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    customerType: text('customer_type', { enum: customerTypes }).notNull().default('new'),
    currency: text('currency').notNull().default('USD'),
    /**
     * Set when the team's people must sign in through this OpenID Connect provider (its id, e.g.
     * 'microsoft'): a password login answers 412 with the provider's sign-in address.
     */
    /**
     * Slides a day reserved for an enterprise team (its capacity plan); null when the team has none.
     * Drives hasDailyCapacity of the current user and the insights dashboard.
     */
    dailyCapacity: integer('daily_capacity'),
    requiredIdentityProvider: text('required_identity_provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'teams_customer_type_check',
      sql`${table.customerType} in (${quotedList(customerTypes)})`,
    ),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type NewTeamRow = typeof teams.$inferInsert;
