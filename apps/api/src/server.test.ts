import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZInitResponse } from '@deckhand/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from './test/create-test-app.ts';
import { killSpawnedServers, spawnServer, stopServer } from './test/spawn-server.ts';

const ctx = useTestContext();
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-server-'));
});
afterAll(async () => {
  killSpawnedServers();
  await rm(dataDir, { recursive: true, force: true });
});

const startServer = () =>
  spawnServer({ dataDir, databaseUrl: ctx.testDatabase.url, env: { APP_ENV: 'development' } });

describe('server.ts', () => {
  // First, while the database is still empty: the seeding test below fills it.
  it('seeds no demo data unless APP_ENV=development', async () => {
    const server = await spawnServer({
      dataDir,
      databaseUrl: ctx.testDatabase.url,
      env: { APP_ENV: 'test' },
    });
    const init = ZInitResponse.parse(await (await fetch(`${server.url}/v1/init`)).json());
    expect(init.alerts).toEqual([]);
    expect(server.output()).not.toContain('Demo sign-ins');
    expect(await stopServer(server.child), server.output()).toBe(0);
  }, 60_000);

  it('starts, migrates, seeds once, serves the API and exits 0 on SIGTERM', async () => {
    const first = await startServer();
    expect(first.output()).toMatch(/Database: (PGlite at .*pgdata|PostgreSQL at 127\.0\.0\.1)/);
    const init = ZInitResponse.parse(await (await fetch(`${first.url}/v1/init`)).json());
    expect(init.alerts.map((alert) => alert.key)).toEqual(['holiday']);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(await stopServer(first.child), first.output()).toBe(0);

    const second = await startServer();
    const again = ZInitResponse.parse(await (await fetch(`${second.url}/v1/init`)).json());
    expect(again.alerts).toHaveLength(1);
    expect(await stopServer(second.child), second.output()).toBe(0);
  }, 60_000);
});
