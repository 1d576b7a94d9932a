import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, wrapPglite, wrapPostgres } from '../db/database.ts';
import { pgliteStartParams } from '../db/pglite-template.ts';
import { createDatabaseName, runAdminQuery, withDatabaseName } from './database-templates.ts';

export interface TestDatabase {
  database: Database;
  /** Set on PostgreSQL: lets a spawned server use the same database. */
  url: string | null;
}

/**
 * The run's template as PGlite reads it: a Blob whose `arrayBuffer()` hands out the bytes read
 * once per worker, without a copy. Node's own Blob gives a 44 MB Blob back in 64 KB chunks joined
 * into a new buffer, ~0.5 s of each test file's set-up on the two-core machine; PGlite only reads
 * the bytes (untar copies each file into its in-memory file system).
 */
class TemplateBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

let template: Promise<TemplateBlob> | undefined;

async function readTemplate(path: string): Promise<TemplateBlob> {
  const bytes = await readFile(path);
  return new TemplateBlob(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
}

/** A migrated, private database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const provided = inject('testDatabase');
  if (provided.kind === 'pglite') {
    template ??= readTemplate(provided.templatePath);
    // The server's own settings (shared buffers 16 MB, not initdb's 128 MB, which PGlite zeroes
    // on every start: ~0.5 s a test file).
    const client = await PGlite.create({
      loadDataDir: await template,
      startParams: pgliteStartParams,
    });
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
