import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadTestDatabaseConfig, loadTestStoreKind } from '../config.ts';
import { buildPgliteTemplate } from '../db/pglite-template.ts';
import { buildPostgresTemplate, dropPostgresDatabase } from './database-templates.ts';
import { startTestS3Server } from './s3-server.ts';

export type ProvidedTestDatabase =
  | { kind: 'pglite'; templatePath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

/** Where the run's apps keep files: their own disk folder, or buckets of one S3 server. */
export type ProvidedTestStore = { kind: 'disk' } | { kind: 's3'; endpoint: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: ProvidedTestDatabase;
    testStore: ProvidedTestStore;
  }
}

/**
 * Migrates one template database for the whole run. PGlite: its data directory is dumped to a
 * tarball that each test file loads (what PGlite's clone() does, without a live template per
 * worker). PostgreSQL: a template database each test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const closeStore = await provideTestStore(project);
  const closeDatabase = await provideTestDatabase(project);
  return async () => {
    await closeDatabase();
    await closeStore();
  };
}

/** TEST_STORE=s3: one S3-protocol server for the run; each test file makes its own bucket. */
async function provideTestStore(project: TestProject): Promise<() => Promise<void>> {
  if (loadTestStoreKind() === 'disk') {
    project.provide('testStore', { kind: 'disk' });
    return async () => {};
  }
  const server = await startTestS3Server();
  project.provide('testStore', { kind: 's3', endpoint: server.endpoint });
  return () => server.close();
}

async function provideTestDatabase(project: TestProject): Promise<() => Promise<void>> {
  const settings = loadTestDatabaseConfig();
  if (settings.kind === 'postgres') {
    const templateName = await buildPostgresTemplate(settings.adminUrl);
    project.provide('testDatabase', {
      kind: 'postgres',
      adminUrl: settings.adminUrl,
      templateName,
    });
    return () => dropPostgresDatabase(settings.adminUrl, templateName);
  }
  const dir = await mkdtemp(join(tmpdir(), 'deckhand-pglite-'));
  const templatePath = join(dir, 'template.tar');
  await writeFile(templatePath, await buildPgliteTemplate('none'));
  project.provide('testDatabase', { kind: 'pglite', templatePath });
  return () => rm(dir, { recursive: true, force: true });
}
