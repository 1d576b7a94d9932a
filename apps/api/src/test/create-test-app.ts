import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type App, createApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** Config as a test sees it: the app's defaults with test values, then the test's own env. */
export function createTestConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(import.meta.dirname, '__no_web_build__'),
    // Tests change prices and holidays between requests: no copy of the reference data.
    ORDER_REFERENCE_TTL_MS: '0',
    ...env,
  });
}

/** Collects the JSON log lines an app writes. */
export function createLogCollector() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logStream?: { write(line: string): void };
}

export interface TestContext {
  readonly database: Database;
  readonly testDatabase: TestDatabase;
  /** Builds an app on this file's database; closed after the test. */
  createApp(options?: TestAppOptions): Promise<App>;
}

/**
 * One database per test file (beforeAll/afterAll) and as many apps as the tests want, each closed
 * after its test. Apps are cheap; the database is copied from the run's migrated template.
 */
export function useTestContext(): TestContext {
  let testDatabase: TestDatabase | undefined;
  const apps: App[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await testDatabase?.database.close();
  });

  const requireDatabase = () => {
    if (!testDatabase) throw new Error('useTestContext(): the database is ready in beforeAll');
    return testDatabase;
  };

  return {
    get database() {
      return requireDatabase().database;
    },
    get testDatabase() {
      return requireDatabase();
    },
    async createApp(options = {}) {
      const app = await createApp({
        config: createTestConfig(options.env),
        database: requireDatabase().database,
        ...(options.logStream ? { logStream: options.logStream } : {}),
      });
      apps.push(app);
      return app;
    },
  };
}

/** Headers a browser client of the SPA sends on state-changing requests. */
export const spaHeaders = { 'x-requested-with': 'XMLHttpRequest' } as const;
