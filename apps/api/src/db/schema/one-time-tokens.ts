import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { teams } from './teams.ts';
import { users } from './users.ts';

export const oneTimeTokenKinds = ['email_verification', 'password_reset', 'invite'] as const;
export type OneTimeTokenKind = (typeof oneTimeTokenKinds)[number];

/** Emailed single-use links (verify, reset, invite); only the token's sha-256 is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: oneTimeTokenKinds }).notNull(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_unique'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'one_time_tokens_kind_check',
      sql`${table.kind} in ('email_verification', 'password_reset', 'invite')`,
    ),
    index('one_time_tokens_user_idx').on(table.userId),
  ],
);

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
export type NewOneTimeTokenRow = typeof oneTimeTokens.$inferInsert;
