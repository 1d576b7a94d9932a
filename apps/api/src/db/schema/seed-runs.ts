import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One marker row per seed that has run, so a seed never runs twice on the same database. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
