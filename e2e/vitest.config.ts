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
    // A worker keeps its modules and its Chromium (support/browser.ts) for its next file: a new
    // process, Playwright's modules and a browser launch for each of ~40 files were ~1.5-4 s of
    // CPU each. No journey mocks a module or stubs a global; each opens its own contexts.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll is a person looking again: Playwright's 5 s, not Vitest's 1 s. Journeys act before
    // the app runs (held clicks), so what a click shows may wait for hydration, 1-3 s on a busy
    // two-core machine; a header menu clicked at once in a CI run missed a 1 s poll.
    expect: { poll: { timeout: 5_000 } },
  },
});
