import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { isFileMissing } from '../platform/storage/is-file-missing.ts';
import { wrapPglite } from './database.ts';
import { runMigrations } from './migrate.ts';

/**
 * The migrated PGlite data directory the build ships (`apps/api/build.mjs` writes it beside
 * `dist/server.js`): a first start loads it instead of running PostgreSQL's initdb and every
 * migration in WebAssembly (about 5 s of the first start). Absent when running from source.
 */
export const pgliteTemplatePath = fileURLToPath(
  new URL('../pgdata-template.tar.gz', import.meta.url),
);

/** An in-memory PGlite, migrated, as a tarball of its data directory (what `loadDataDir` takes). */
export async function buildPgliteTemplate(compression: 'none' | 'gzip'): Promise<Uint8Array> {
  const database = wrapPglite(await PGlite.create(), 'PGlite template');
  try {
    await runMigrations(database);
    const dump = await database.client.dumpDataDir(compression);
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

async function isMissingOrEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if (isFileMissing(error)) return true;
    throw error;
  }
}

async function readTemplate(path: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(path)]);
  } catch (error) {
    if (isFileMissing(error)) return null;
    throw error;
  }
}

/**
 * The embedded PostgreSQL's settings (issue 33): PGlite's own, with shared buffers cut from the
 * 128 MB initdb writes to 16 MB. They live in the WebAssembly memory, which never shrinks; the
 * pages they no longer hold are read from the operating system's file cache. RSS at ready
 * 519 -> 398 MB, after 20 s of mixed load 687 -> 419 MB.
 */
export const pgliteSharedBuffers = '16MB';
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${pgliteSharedBuffers}`,
];

/**
 * PGlite on its data directory. A directory that does not exist yet (or is empty) starts from the
 * build's template when there is one; a template this PGlite cannot read falls back to initdb (the
 * directory held nothing before). An existing directory is opened as it is.
 */
export async function openPgliteDir(
  dataDir: string,
  templatePath: string = pgliteTemplatePath,
): Promise<PGlite> {
  const template = (await isMissingOrEmpty(dataDir)) ? await readTemplate(templatePath) : null;
  await mkdir(dataDir, { recursive: true });
  if (!template) return PGlite.create({ dataDir, startParams: pgliteStartParams });
  try {
    return await PGlite.create({ dataDir, loadDataDir: template, startParams: pgliteStartParams });
  } catch {
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    return PGlite.create({ dataDir, startParams: pgliteStartParams });
  }
}
