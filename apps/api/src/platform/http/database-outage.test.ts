import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { endpoints, serverMessages } from '@deckhand/contract';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createApp } from '../../app.ts';
import { wrapPostgres } from '../../db/database.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import { orderComments } from '../../db/schema/index.ts';
import { seedOrderingReference } from '../../db/seed/ordering-reference.ts';
import {
  createLogCollector,
  createTestConfig,
  spaHeaders,
  useTestContext,
} from '../../test/create-test-app.ts';
import { insertTestOrder } from '../../test/order-factory.ts';
import { createTeamWithRoles } from '../../test/team-factory.ts';
import { createOutageLog } from './outage-log.ts';

const ctx = useTestContext();

/**
 * A TCP proxy in front of the test's PostgreSQL that can go down like the database's machine:
 * `stop()` refuses new connections and cuts the open ones, `start()` listens again on its port.
 */
async function createDatabaseProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    url: Object.assign(new URL(target.href), { port: String(port) }).href,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: () => listen(port),
  };
}

describe('a database that cannot be reached (issue 29)', () => {
  // PGlite runs inside the process: only PostgreSQL, a server of its own, can go away.
  it.skipIf(inject('testDatabase').kind === 'pglite')(
    'answers 503 with Retry-After while PostgreSQL is down, logs one line for it, and serves again once it is back',
    async () => {
      const url = ctx.testDatabase.url;
      if (!url) throw new Error('PostgreSQL only');
      const proxy = await createDatabaseProxy(new URL(url));
      const pool = new pg.Pool({
        connectionString: proxy.url,
        max: 3,
        connectionTimeoutMillis: 2_000,
      });
      const log = createLogCollector();
      const app = await createApp({
        config: createTestConfig({ LOG_LEVEL: 'info' }),
        database: wrapPostgres(pool, 'behind a proxy'),
        logStream: log.stream,
      });
      const requests = [
        {
          method: 'GET' as const,
          url: `/v1${endpoints.users.me}`,
          headers: { authorization: `Bearer ${'a'.repeat(43)}` },
        },
        {
          method: 'POST' as const,
          url: `/v1${endpoints.users.login}`,
          payload: { email: 'maya@example.com', password: 'Secret-2026!' },
        },
      ];
      try {
        expect((await app.inject({ url: `/v1${endpoints.init}` })).statusCode).toBe(200);
        await proxy.stop();
        for (let round = 0; round < 5; round += 1) {
          for (const request of requests) {
            const response = await app.inject({
              ...request,
              headers: { ...spaHeaders, ...request.headers },
            });
            const what = `${request.method} ${request.url}`;
            expect(response.statusCode, what).toBe(503);
            expect(response.headers['retry-after'], what).toBe('5');
            expect(response.json(), what).toEqual({
              status: 'error',
              message: serverMessages.databaseUnavailable,
            });
          }
        }
        const errors = log.entries().filter((entry) => Number(entry.level) >= 50);
        expect(errors.map((entry) => entry.msg)).toEqual([
          'database unavailable: answering 503 with Retry-After',
        ]);
        expect(log.text()).not.toContain('Secret-2026!');

        await proxy.start();
        // Back: the unknown session is a 401 again, read from the database.
        const [me] = requests;
        const after = await app.inject({ ...me, headers: { ...spaHeaders, ...me?.headers } });
        expect(after.statusCode).toBe(401);
      } finally {
        await app.close();
        await proxy.stop().catch(() => {});
      }
    },
  );

  it.skipIf(inject('testDatabase').kind === 'pglite')(
    'loses no acknowledged write to an outage under load, and serves again within 5 s of the return',
    async () => {
      const url = ctx.testDatabase.url;
      if (!url) throw new Error('PostgreSQL only');
      const db = ctx.database.db;
      await seedOrderingReference(db);
      const team = await createTeamWithRoles(db);
      const order = await insertTestOrder(db, { teamId: team.teamId, userId: team.owner.user.id });
      const proxy = await createDatabaseProxy(new URL(url));
      const pool = new pg.Pool({
        connectionString: proxy.url,
        max: 4,
        connectionTimeoutMillis: 1_000,
      });
      const app = await createApp({
        config: createTestConfig(),
        database: wrapPostgres(pool, 'behind a proxy'),
      });
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      let writing = true;
      let sent = 0;
      const writer = async () => {
        while (writing) {
          sent += 1;
          const body = `Comment ${sent}`;
          const response = await app.inject({
            method: 'POST',
            url: `/v1${endpoints.orders.comments(order.id)}`,
            headers: { ...spaHeaders, authorization: `Bearer ${team.owner.token}` },
            payload: { body },
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode === 200) acknowledged.push(body);
          else expect(response.statusCode).toBe(503);
        }
      };
      try {
        const writers = Array.from({ length: 4 }, writer);
        const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        await wait(300);
        await proxy.stop();
        await wait(700);
        await proxy.start();
        const back = Date.now();
        // Serving again: a write after the return is acknowledged within 5 s.
        const before = acknowledged.length;
        await expect
          .poll(() => acknowledged.length, { timeout: 5_000, interval: 50 })
          .toBeGreaterThan(before);
        expect(Date.now() - back).toBeLessThan(5_000);
        writing = false;
        await Promise.all(writers);
        expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
        const stored = await db
          .select({ body: orderComments.body })
          .from(orderComments)
          .where(inArray(orderComments.body, acknowledged));
        expect(new Set(stored.map((row) => row.body))).toEqual(new Set(acknowledged));
      } finally {
        writing = false;
        await app.close();
        await proxy.stop().catch(() => {});
      }
    },
  );

  it('tells an outage from a wrong query, through the wrappers around the driver error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    for (const code of ['57P01', '57P03', '08006', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });

  it('logs the first failure of each window and the count of the rest with the next one', () => {
    let now = 0;
    const lines: string[] = [];
    const log = {
      error: (_object: unknown, message: string) => void lines.push(`error ${message}`),
      warn: (object: { suppressed?: number }, message: string) =>
        void lines.push(`warn ${object.suppressed} ${message}`),
    };
    const logOutage = createOutageLog(30_000, () => now);
    for (let second = 0; second < 45; second += 1) {
      now = second * 1000;
      logOutage(log as never, new Error('down'));
    }
    expect(lines).toEqual([
      'error database unavailable: answering 503 with Retry-After',
      'warn 29 database unavailable: more requests were answered 503 in the last window',
      'error database unavailable: answering 503 with Retry-After',
    ]);
  });
});
