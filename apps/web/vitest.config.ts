import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const testFiles = (readdirSync('src', { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);
/**
 * The files that need modules of their own: those that mock a module (vi.mock), and the site's
 * (its pages import media files as asset URLs, which a worker cannot load again once the file
 * that first asked for them has ended).
 */
const isolatedFiles = testFiles.filter(
  (file) =>
    file.startsWith('src/features/site/') ||
    /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')),
);

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
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
