import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const oauthAttemptModes = ['popup', 'redirect'] as const;
export type OAuthAttemptMode = (typeof oauthAttemptModes)[number];

/**
 * One external sign-in in flight, keyed by the sha-256 of its OAuth `state`. Kept in the database
 * so that the provider's callback may reach any API instance. 'popup' attempts report on their
 * realtime channel; 'redirect' attempts (412 from login) end with a full-page redirect.
 */
export const oauthAttempts = pgTable(
  'oauth_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    mode: text('mode', { enum: oauthAttemptModes }).notNull(),
    /** The realtime channel the popup's opener listens on (popup mode). */
    channel: text('channel'),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Where a redirect-mode attempt lands after success: an in-app path. */
    returnTo: text('return_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [check('oauth_attempts_mode_check', sql`${table.mode} in ('popup', 'redirect')`)],
);

export type OAuthAttemptRow = typeof oauthAttempts.$inferSelect;
export type NewOAuthAttemptRow = typeof oauthAttempts.$inferInsert;
