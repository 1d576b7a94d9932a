import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { createTestConfig } from '../../test/create-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { shutDownGracefully } from './graceful-shutdown.ts';

/**
 * A listening app with a slow route, which answers when the test calls `finishSlow` (in-flight
 * work that takes as long as the test says); each test owns its database because shutdown
 * closes it.
 */
async function startServer() {
  const { database } = await createTestDatabase();
  const app = await createApp({ config: createTestConfig(), database });
  let markStarted: () => void = () => {};
  const slowStarted = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  let finishSlow: () => void = () => {};
  const slowFinished = new Promise<void>((resolve) => {
    finishSlow = resolve;
  });
  app.get('/v1/probe/slow', async () => {
    markStarted();
    await slowFinished;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, database, slowStarted, finishSlow, baseUrl: `http://127.0.0.1:${address.port}` };
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, reports not-ready meanwhile, then refuses connections', async () => {
    const { app, database, slowStarted, finishSlow, baseUrl } = await startServer();
    const slow = fetch(`${baseUrl}/v1/probe/slow`);
    await slowStarted;

    const shutdown = shutDownGracefully({ app, database, timeoutMs: 5000, drainDelayMs: 300 });
    const readiness = await fetch(`${baseUrl}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'unavailable', database: 'up' });
    expect(readiness.headers.get('connection')).toBe('close');

    // The drain delay over, the listener closes with the slow request still in flight; the
    // shutdown waits for it, and it is answered in full.
    await vi.waitFor(() => {
      expect(app.readiness.phase).toBe('closing');
      expect(app.server.listening).toBe(false);
    }, 5000);
    finishSlow();
    const slowResponse = await slow;
    expect(slowResponse.status).toBe(200);
    expect(await slowResponse.json()).toEqual({ done: true });

    expect(await shutdown).toBe('drained');
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });

  it('gives up after the timeout when in-flight work takes longer', async () => {
    const { app, database, slowStarted, finishSlow, baseUrl } = await startServer();
    const slow = fetch(`${baseUrl}/v1/probe/slow`);
    await slowStarted;
    const started = Date.now();
    expect(await shutDownGracefully({ app, database, timeoutMs: 100 })).toBe('timed-out');
    expect(Date.now() - started).toBeLessThan(500);
    finishSlow();
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
