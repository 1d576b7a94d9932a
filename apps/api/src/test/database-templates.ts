import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { wrapPostgres } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';

export function createDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** The same server and credentials as `url`, another database. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function runAdminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates and migrates a template database; returns its name. No connection stays open. */
export async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = createDatabaseName('deckhand_tpl');
  await runAdminQuery(adminUrl, `create database "${name}"`);
  const pool = new pg.Pool({ connectionString: withDatabaseName(adminUrl, name), max: 2 });
  const database = wrapPostgres(pool, name);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return name;
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await runAdminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
}
