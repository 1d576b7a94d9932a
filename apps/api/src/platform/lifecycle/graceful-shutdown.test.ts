import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createTestConfig } from '../../test/create-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { shutDownGracefully } from './graceful-shutdown.ts';

/** A listening app with a slow route; each test owns its database because shutdown closes it. */
async function startServer() {
  const { database } = await createTestDatabase();
  const app = await createApp({ config: createTestConfig(), database });
  let markStarted: () => void = () => {};
  const slowStarted = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  app.get('/v1/probe/slow', async () => {
    markStarted();
    await delay(600);
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, database, slowStarted, baseUrl: `http://127.0.0.1:${address.port}` };
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, reports not-ready meanwhile, then refuses connections', async () => {
    const { app, database, slowStarted, baseUrl } = await startServer();
    const slow = fetch(`${baseUrl}/v1/probe/slow`);
    await slowStarted;

    const shutdown = shutDownGracefully({ app, database, timeoutMs: 5000, drainDelayMs: 300 });
    const readiness = await fetch(`${baseUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'unavailable', database: 'up' });
    expect(readiness.headers.get('connection')).toBe('close');

    const slowResponse = await slow;
    expect(slowResponse.status).toBe(200);
    expect(await slowResponse.json()).toEqual({ done: true });

    expect(await shutdown).toBe('drained');
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });

  it('gives up after the timeout when in-flight work takes longer', async () => {
    const { app, database, slowStarted, baseUrl } = await startServer();
    const slow = fetch(`${baseUrl}/v1/probe/slow`);
    await slowStarted;
    const started = Date.now();
    expect(await shutDownGracefully({ app, database, timeoutMs: 100 })).toBe('timed-out');
    expect(Date.now() - started).toBeLessThan(500);
    expect((await slow).status).toBe(200);
    await database.close();
  });

  it('serves work arriving while the server drains or closes, and closes its connection', async () => {
    const { app, database } = await startServer();
    for (const mark of [() => app.readiness.markDraining(), () => app.readiness.markClosing()]) {
      mark();
      const init = await app.inject({ url: '/v1/init' });
      expect(init.statusCode).toBe(200);
      expect(init.headers.connection).toBe('close');
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    }
    await app.close();
    await database.close();
  });
});
