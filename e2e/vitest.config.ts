import { defineConfig } from 'vitest/config';

/** Browser journeys against the built app, one server for the run, one file at a time. */
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
