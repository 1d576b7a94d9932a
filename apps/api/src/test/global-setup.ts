import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadTestDatabaseConfig } from '../config.ts';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresDatabase,
} from './database-templates.ts';

export type ProvidedTestDatabase =
  | { kind: 'pglite'; templatePath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: ProvidedTestDatabase;
  }
}

/**
 * Migrates one template database for the whole run. PGlite: its data directory is dumped to a
 * tarball that each test file loads (what PGlite's clone() does, without a live template per
 * worker). PostgreSQL: a template database each test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
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
  await writeFile(templatePath, await buildPgliteTemplate());
  project.provide('testDatabase', { kind: 'pglite', templatePath });
  return () => rm(dir, { recursive: true, force: true });
}
