import { customerRoles } from '@deckhand/contract';
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
} from 'drizzle-orm/pg-core';
import { quotedList } from './quoted-list.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * An invitation to join a team, opened at /join/{token}. Emailed invites carry the address;
 * shareable links have none. Only the token's sha-256 is stored, so a link is shown once.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lower-case; null for a shareable link that anyone holding it may use once. */
    email: text('email'),
    role: text('role', { enum: customerRoles }).notNull(),
    manageCredits: boolean('manage_credits').notNull().default(false),
    seeCreditBalance: boolean('see_credit_balance').notNull().default(false),
    tokenHash: text('token_hash').notNull().unique('team_invites_token_hash_unique'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check('team_invites_role_check', sql`${table.role} in (${quotedList(customerRoles)})`),
    index('team_invites_team_idx').on(table.teamId),
  ],
);

export type TeamInviteRow = typeof teamInvites.$inferSelect;
export type NewTeamInviteRow = typeof teamInvites.$inferInsert;
