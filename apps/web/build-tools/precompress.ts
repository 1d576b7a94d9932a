import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its own headers. */
const minimumBytes = 1024;

async function findFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? findFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside a text asset. */
async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < minimumBytes) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Precompresses the build once, at build time, so the server sends brotli or gzip without
 * compressing per request (@fastify/static's `preCompressed` picks the file by Accept-Encoding).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'deckhand-precompress',
    // The client build only: the server bundle (dist-ssr) is never sent to browsers.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await findFiles(outDir)).filter((file) => compressible.test(file));
      await Promise.all(files.map(precompressFile));
    },
  };
}
