/**
 * Writes the migrated PGlite template a first start loads (db/pglite-template.ts). Run by
 * `apps/api/build.mjs` after bundling, from `dist/write-pglite-template.js`.
 */
import { writeFile } from 'node:fs/promises';
import { buildPgliteTemplate, pgliteTemplatePath } from './db/pglite-template.ts';

await writeFile(pgliteTemplatePath, await buildPgliteTemplate('gzip'));
