import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Background jobs (renewals, reminders, auto-approvals): any instance claims a due one with
 * FOR UPDATE SKIP LOCKED, so each runs once however many instances run. `key` makes scheduling
 * idempotent (the same renewal is queued once).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique('jobs_key_unique'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A running job whose lock has passed (its instance died) is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    index('jobs_due_idx').on(table.status, table.runAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
