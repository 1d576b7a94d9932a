import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      css: false,
      // A guard against a hung test, not a speed limit (speed lives in bench/): a page test on a
      // busy 2-core machine took 5.0-5.5 s against Vitest's default 5 s. The API suite has 20 s.
      testTimeout: 20_000,
    },
  }),
);
