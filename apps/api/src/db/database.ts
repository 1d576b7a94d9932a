import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import * as schema from './schema/index.ts';

/** The Drizzle handle every query receives, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DatabaseBase {
  db: Db;
  /** Human-readable location, never containing a password. */
  description: string;
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export type PgliteDatabase = DatabaseBase & { kind: 'pglite'; client: PGlite };
export type PostgresDatabase = DatabaseBase & { kind: 'postgres'; pool: Pool };
export type Database = PgliteDatabase | PostgresDatabase;

function createCloser(closeOnce: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= closeOnce();
    return closing;
  };
}

/** A turn of the event loop: what waits on a socket is read before the promise settles. */
const letTheLoopPoll = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query on this thread, and a request's queries follow one another in
 * microtasks: a sign-in's ten (and those of the sign-ins beside it) ran without the event loop
 * polling in between, so a request that needs no database (init, a page's static file) waited
 * for the whole chain. Each query and each transaction now starts on a turn of its own (issue 33:
 * init's p99 while 20 connections sign in). A transaction's own queries keep going: it holds the
 * database until it ends.
 */
function pollBeforeEachQuery(client: PGlite): void {
  const { query, exec, transaction } = client;
  client.query = async <T>(...args: Parameters<PGlite['query']>) => {
    await letTheLoopPoll();
    return query.apply<PGlite, typeof args, Promise<Results<T>>>(client, args);
  };
  client.exec = async (...args) => {
    await letTheLoopPoll();
    return exec.apply(client, args);
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await letTheLoopPoll();
    return transaction.apply<PGlite, [typeof callback], Promise<T>>(client, [callback]);
  };
}

export function wrapPglite(client: PGlite, description: string): PgliteDatabase {
  pollBeforeEachQuery(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    client,
    db,
    description,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: createCloser(async () => {
      if (!client.closed) await client.close();
    }),
  };
}

export function wrapPostgres(pool: Pool, description: string): PostgresDatabase {
  // An idle client whose connection the server ends (restart, failover, DROP … FORCE) emits
  // 'error' on the pool; unhandled, it would crash the process. The pool drops that client and
  // the next query connects afresh; a database that stays down shows in /readyz.
  pool.on('error', () => {});
  // A client that is checked out (a transaction, a query under way) has no pool listener: when
  // its connection drops it would emit 'error' unhandled and end the process (found by
  // database-outage.test.ts, writing under load while PostgreSQL goes away). Its query is
  // rejected all the same (the request answers 503), and the pool drops the broken client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    pool,
    db,
    description,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: createCloser(() => pool.end()),
  };
}

/** "PostgreSQL at host:port/db" — the URL without user or password. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}
