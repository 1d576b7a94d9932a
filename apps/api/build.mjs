/**
 * Builds the API to plain JavaScript: src/server.ts and everything it imports, the contract's
 * TypeScript sources included, bundled into dist/server.js (and the commands dist/copy-uploads.js, dist/verify-review-log.js) (ESM, with a source map). Packages of
 * node_modules stay imports, resolved at run time as before. `npm start` runs it with plain node.
 * It then writes dist/pgdata-template.tar.gz, the migrated embedded database a first start loads.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const srcDir = join(root, 'src');
const outDir = join(root, 'dist');
/** Bundled from source: the contract ships .ts files that plain node cannot import. */
const bundledPackages = ['@deckhand/contract'];

/** Every other bare import (fastify, pg, node:fs …) stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const bundled = bundledPackages.some(
        (name) => args.path === name || args.path.startsWith(`${name}/`),
      );
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * In one bundle every module would share dist/server.js as import.meta.url. A module of src/ that
 * finds files from its own place (config.ts: the repository root; db/migrate.ts: apps/api/drizzle)
 * gets instead the address it has under dist/ file by file, at the same depth as in src/.
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      if (!args.path.startsWith(`${srcDir}/`) || !contents.includes('import.meta.')) {
        return { contents, loader: 'ts' };
      }
      if (/import\.meta\.(dirname|filename)/.test(contents)) {
        throw new Error(`${args.path}: use import.meta.url (build.mjs rewrites it for the bundle)`);
      }
      const asBuilt = `./${relative(srcDir, args.path).replace(/\.ts$/, '.js')}`;
      const url = `new URL(${JSON.stringify(asBuilt)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  // The server, and the command that moves DATA_DIR/uploads into a bucket (docs/deploy.md).
  entryPoints: [
    join(srcDir, 'server.ts'),
    join(srcDir, 'copy-uploads.ts'),
    join(srcDir, 'verify-review-log.ts'),
    join(srcDir, 'write-pglite-template.ts'),
  ],
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Mappings only: the sources are in the repository (a map with them cost ~10 MB of heap when
  // node loaded it; npm start no longer does, NODE_OPTIONS=--enable-source-maps still can).
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [externalPackages, ownImportMetaUrl],
});

// esbuild escapes non-ASCII characters in code but leaves them in the comments it keeps (the
// contract's): one of them makes V8 keep the whole loaded source as two bytes a character
// (dist/server.js: 2.06 -> 1.03 MB of heap; issue 33). Escaped, they mean the same.
const escapeChar = (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
for (const file of (await readdir(outDir)).filter((name) => name.endsWith('.js'))) {
  const code = await readFile(join(outDir, file), 'utf8');
  if (/[^\0-\x7f]/.test(code)) {
    await writeFile(join(outDir, file), code.replace(/[^\0-\x7f]/g, escapeChar));
  }
}

// The migrated PGlite data directory a first start loads instead of running initdb and the
// migrations (src/db/pglite-template.ts): made by the code just built, with the same PGlite.
execFileSync(process.execPath, [join(outDir, 'write-pglite-template.js')], { stdio: 'inherit' });
