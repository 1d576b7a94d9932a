import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.ts';

/** apps/api/drizzle, found the same way from src/db (tests, tsx) and dist/db (built). */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any constant works; every instance of this app must use the same one. */
const migrationLockKey = 727_465_001;

/**
 * Applies pending migrations. On PostgreSQL one connection holds a session advisory lock for the
 * whole run, so several instances starting at once migrate one after another.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePostgres(drizzle({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    connection.release();
  }
}
