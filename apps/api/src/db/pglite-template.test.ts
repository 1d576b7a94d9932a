import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, wrapPglite } from './database.ts';
import { runMigrations } from './migrate.ts';
import { buildPgliteTemplate, openPgliteDir, pgliteSharedBuffers } from './pglite-template.ts';

const provided = inject('testDatabase');

async function countRows(database: Database, table: 'drizzle.__drizzle_migrations' | 'users') {
  const result = await database.db.execute(
    sql`select count(*)::int as count from ${sql.raw(table)}`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count);
}

// The embedded database's first start (issue 33: /healthz within 8 s): a new data directory is
// made from the build's migrated template, not by initdb and every migration.
describe.runIf(provided.kind === 'pglite')('a PGlite data directory', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckhand-pglite-template-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('starts from the migrated template when new, and is opened as it is afterwards', async () => {
    const template = join(dir, 'template.tar.gz');
    await writeFile(template, await buildPgliteTemplate('gzip'));
    const dataDir = join(dir, 'new', 'pgdata');

    const database = wrapPglite(await openPgliteDir(dataDir, template), 'from template');
    const count = await countRows(database, 'drizzle.__drizzle_migrations');
    expect(count).toBeGreaterThan(0);
    // Nothing left to apply: the template is as far as this build's migrations go.
    await runMigrations(database);
    await database.db.execute(sql`create table kept (id int)`);
    await database.close();

    // Opened again, the directory keeps what it holds: the template is not loaded over it.
    const reopened = wrapPglite(await openPgliteDir(dataDir, template), 'reopened');
    try {
      expect(await countRows(reopened, 'drizzle.__drizzle_migrations')).toBe(count);
      await expect(reopened.db.execute(sql`select * from kept`)).resolves.toBeDefined();
    } finally {
      await reopened.close();
    }
  });

  it('runs with small shared buffers (issue 33: they fill memory that never shrinks)', async () => {
    const database = wrapPglite(await openPgliteDir(join(dir, 'settings')), 'settings');
    try {
      const result = await database.db.execute(sql`show shared_buffers`);
      const rows = (result as unknown as { rows: { shared_buffers: string }[] }).rows;
      expect(rows[0]?.shared_buffers).toBe(pgliteSharedBuffers);
    } finally {
      await database.close();
    }
  });

  it('falls back to an empty database when the template cannot be read', async () => {
    const broken = join(dir, 'broken.tar.gz');
    await writeFile(broken, Buffer.from('not a tarball'));
    const database = wrapPglite(await openPgliteDir(join(dir, 'fallback'), broken), 'fallback');
    try {
      await database.ping();
      await runMigrations(database);
      expect(await countRows(database, 'users')).toBe(0);
    } finally {
      await database.close();
    }
  });
});
