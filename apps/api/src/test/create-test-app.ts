import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type App, createApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openUploadStore } from '../platform/storage/open-upload-store.ts';
import { toS3ClientConfig } from '../platform/storage/s3-upload-store.ts';
import type { UploadStore } from '../platform/storage/upload-store.ts';
import { s3TestCredentials } from './s3-server.ts';
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
  /**
   * The store this file's apps keep files in (a folder of DATA_DIR, or this file's bucket when the
   * run has an S3 server); closed after the test. For seeds and tests that look at stored files.
   */
  openStore(env?: Record<string, string>): Promise<UploadStore>;
}

/**
 * Each test file keeps its files apart: with TEST_STORE=s3 (the PostgreSQL pass) in a bucket of
 * the run's S3 server, else in a folder of its own (DATA_DIR), removed after the file. Files
 * running side by side number their previews and uploads alike from 1: in one shared folder
 * (the project's data/, before) one file's `preview-2-2-thumb` was another's, and a comparison
 * of two versions read a third deck's slide. The settings an app needs for it.
 */
async function createTestStorage(): Promise<Record<string, string>> {
  const store = inject('testStore');
  if (store.kind === 'disk') {
    return { DATA_DIR: await mkdtemp(join(tmpdir(), 'deckhand-test-data-')) };
  }
  const bucket = `t-${randomUUID()}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: store.endpoint,
    S3_ACCESS_KEY_ID: s3TestCredentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3TestCredentials.secretAccessKey,
  };
  const config = createTestConfig(env).storage;
  if (config.kind !== 's3') throw new Error('createTestStorage: S3 settings expected');
  const client = new S3Client(toS3ClientConfig(config));
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return env;
}

/**
 * One database per test file (beforeAll/afterAll) and as many apps as the tests want, each closed
 * after its test. Apps are cheap; the database is copied from the run's migrated template.
 */
export function useTestContext(): TestContext {
  let testDatabase: TestDatabase | undefined;
  let storageEnv: Record<string, string> = {};
  const apps: App[] = [];
  const stores: UploadStore[] = [];

  beforeAll(async () => {
    [testDatabase, storageEnv] = await Promise.all([createTestDatabase(), createTestStorage()]);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });
  afterAll(async () => {
    await testDatabase?.database.close();
    if (storageEnv.DATA_DIR) await rm(storageEnv.DATA_DIR, { recursive: true, force: true });
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
      const { database } = requireDatabase();
      const app = await createApp({
        config: createTestConfig({
          // Tests write the database behind the apps' backs and read at once: on PostgreSQL such
          // a write reaches a copy (a session, an orders page) when its NOTIFY arrives, so copies
          // are opt-in there (session-cache.test.ts, orders-page-cache.test.ts); PGlite's arrive
          // with the write, so its pass keeps them on.
          ...(database.kind === 'postgres'
            ? { SESSION_CACHE_MS: '0', ORDERS_PAGE_CACHE_MS: '0' }
            : {}),
          ...storageEnv,
          ...options.env,
        }),
        database,
        ...(options.logStream ? { logStream: options.logStream } : {}),
      });
      apps.push(app);
      return app;
    },
    async openStore(env = {}) {
      const store = await openUploadStore(createTestConfig({ ...storageEnv, ...env }).storage);
      stores.push(store);
      return store;
    },
  };
}

/** Headers a browser client of the SPA sends on state-changing requests. */
export const spaHeaders = { 'x-requested-with': 'XMLHttpRequest' } as const;
