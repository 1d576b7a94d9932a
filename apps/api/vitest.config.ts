import { defineConfig } from 'vitest/config';

/**
 * Test files share their worker's modules (`isolate: false`): each file still has its own
 * database (test/create-test-app.ts) and its own apps, but Fastify, Drizzle, PGlite's WebAssembly
 * and the app's modules load once per worker instead of once per file, which was most of the run
 * on the 2-core machine (PGlite pass 592 s -> 207 s, PostgreSQL pass 299 s -> 132 s). What this
 * asks of a test: no `vi.mock` (none is used), and fake timers and stubbed globals restored in
 * `afterEach`.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    // The AWS SDK (the S3 store) warns once per process that its 2027 releases need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    hookTimeout: 60_000,
  },
});
