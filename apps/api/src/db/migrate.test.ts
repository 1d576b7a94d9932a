import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import {
  createDatabaseName,
  dropPostgresDatabase,
  runAdminQuery,
  withDatabaseName,
} from '../test/database-templates.ts';
import { type Database, wrapPglite, wrapPostgres } from './database.ts';
import { runMigrations } from './migrate.ts';

const provided = inject('testDatabase');

/** How many migrations drizzle/ holds: every one is applied exactly once. */
const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };
const migrationCount = journal.entries.length;

async function countAppliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count);
}

describe('runMigrations', () => {
  it.runIf(provided.kind === 'pglite')(
    'migrates a fresh PGlite and is a no-op the second time',
    async () => {
      const database = wrapPglite(await PGlite.create(), 'fresh');
      try {
        await runMigrations(database);
        await runMigrations(database);
        expect(await countAppliedMigrations(database)).toBe(migrationCount);
        await database.ping();
      } finally {
        await database.close();
      }
    },
    // Every migration on a new embedded database, twice: a minute is the guard against a hang on
    // a busy machine (it took over 20 s beside another test run), not a speed limit.
    60_000,
  );

  it.runIf(provided.kind === 'postgres')(
    'lets several instances migrate one empty PostgreSQL database at once',
    async () => {
      if (provided.kind !== 'postgres') return;
      const name = createDatabaseName('deckhand_migrate');
      await runAdminQuery(provided.adminUrl, `create database "${name}"`);
      const url = withDatabaseName(provided.adminUrl, name);
      const instances = [1, 2, 3].map(() =>
        wrapPostgres(new pg.Pool({ connectionString: url, max: 2 }), name),
      );
      try {
        await Promise.all(instances.map((database) => runMigrations(database)));
        for (const database of instances)
          expect(await countAppliedMigrations(database)).toBe(migrationCount);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await dropPostgresDatabase(provided.adminUrl, name);
      }
    },
    60_000,
  );
});
