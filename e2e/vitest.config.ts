import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built app, two files at a time: the global setup starts one app
 * per worker slot (support/app-under-test.ts), so files running side by side never share a
 * database. Against an app this run did not start (E2E_BASE_URL), one file at a time.
 */
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: process.env.E2E_BASE_URL ? 1 : 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll is a person looking again: Playwright's 5 s, not Vitest's 1 s. Journeys act before
    // the app runs (held clicks), so what a click shows may wait for hydration, 1-3 s on a busy
    // two-core machine; a header menu clicked at once in a CI run missed a 1 s poll.
    expect: { poll: { timeout: 5_000 } },
  },
});
