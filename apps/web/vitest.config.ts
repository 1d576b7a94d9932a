import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** src/, wherever Vitest is started from (the config's folder is the project's root). */
const sourceFolder = new URL('./src/', import.meta.url);
const testFiles = (readdirSync(sourceFolder, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);
/**
 * The files that need modules of their own: those that mock a module (vi.mock) or load modules
 * afresh (vi.resetModules), and the site's (its pages import media files as asset URLs, which a
 * worker cannot load again once the file that first asked for them has ended).
 */
const isolatedFiles = testFiles.filter(
  (file) =>
    file.startsWith('src/features/site/') ||
    /\bvi\.((do)?[mM]ock|resetModules)\(/.test(
      readFileSync(new URL(file.slice('src/'.length), sourceFolder), 'utf8'),
    ),
);

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    // The web app's folder, wherever Vitest is started from (`--config apps/web/vitest.config.ts`).
    root: new URL('.', import.meta.url).pathname,
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      css: false,
      // A guard against a hung test, not a speed limit (speed lives in bench/): a page test on a
      // busy 2-core machine took 5.0-5.5 s against Vitest's default 5 s. The API suite has 20 s.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: { name: 'shared', include: testFiles, exclude: isolatedFiles, isolate: false },
        },
        { extends: true, test: { name: 'isolated', include: isolatedFiles } },
      ],
    },
  }),
);
