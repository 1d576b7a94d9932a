import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { type Database, describePostgresUrl, wrapPglite, wrapPostgres } from './database.ts';
import { openPgliteDir } from './pglite-template.ts';

/** PostgreSQL through node-postgres when DATABASE_URL is set, else PGlite under DATA_DIR/pgdata. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>,
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    return wrapPostgres(pool, describePostgresUrl(config.databaseUrl));
  }
  const client = await openPgliteDir(config.pgliteDir);
  return wrapPglite(client, `PGlite at ${config.pgliteDir}`);
}
