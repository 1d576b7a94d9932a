import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, wrapPglite, wrapPostgres } from '../db/database.ts';
import { createDatabaseName, runAdminQuery, withDatabaseName } from './database-templates.ts';

export interface TestDatabase {
  database: Database;
  /** Set on PostgreSQL: lets a spawned server use the same database. */
  url: string | null;
}

let templateBytes: Promise<Buffer> | undefined;

/** A migrated, private database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const provided = inject('testDatabase');
  if (provided.kind === 'pglite') {
    templateBytes ??= readFile(provided.templatePath);
    const client = await PGlite.create({ loadDataDir: new Blob([await templateBytes]) });
    return { database: wrapPglite(client, 'PGlite (test, in memory)'), url: null };
  }
  const name = createDatabaseName('deckhand_test');
  await runAdminQuery(
    provided.adminUrl,
    `create database "${name}" template "${provided.templateName}"`,
  );
  const url = withDatabaseName(provided.adminUrl, name);
  const database = wrapPostgres(new pg.Pool({ connectionString: url, max: 5 }), name);
  const closePool = database.close;
  const close = async () => {
    await closePool();
    await runAdminQuery(provided.adminUrl, `drop database if exists "${name}" with (force)`);
  };
  let closing: Promise<void> | undefined;
  database.close = () => {
    closing ??= close();
    return closing;
  };
  return { database, url };
}
