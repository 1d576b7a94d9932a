import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createTestConfig, useTestContext } from '../../test/create-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const ctx = useTestContext();

describe('health probes', () => {
  it('GET /healthz says the process is up', async () => {
    const app = await ctx.createApp();
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 200 when the database answers', async () => {
    const app = await ctx.createApp();
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /readyz is 503 while the instance drains', async () => {
    const app = await ctx.createApp();
    app.readiness.markDraining();
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'up' });
  });

  it('GET /readyz is 503 once the database is gone, while /healthz stays 200', async () => {
    const { database } = await createTestDatabase();
    const app = await createApp({ config: createTestConfig(), database });
    try {
      await database.close();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
