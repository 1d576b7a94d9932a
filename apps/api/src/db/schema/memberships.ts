import { customerRoles } from '@deckhand/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/** A person's place in a team: role and the two credit permissions of §6. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    role: text('role', { enum: customerRoles }).notNull(),
    manageCredits: boolean('manage_credits').notNull().default(false),
    seeCreditBalance: boolean('see_credit_balance').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('memberships_user_team_unique').on(table.userId, table.teamId),
    check('memberships_role_check', sql`${table.role} in (${quotedList(customerRoles)})`),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;
export type NewMembershipRow = typeof memberships.$inferInsert;
