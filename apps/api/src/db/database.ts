import {
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
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
  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    await letTheLoopPoll();
    return query.call(client, text, params, withoutDrizzleParsers(options)) as Promise<Results<T>>;
  };
  client.exec = async (text, options) => {
    await letTheLoopPoll();
    return exec.call(client, text, withoutDrizzleParsers(options));
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await letTheLoopPoll();
    return transaction.apply<PGlite, [typeof callback], Promise<T>>(client, [callback]);
  };
}

/**
 * The types Drizzle's PGlite driver asks to read as text (its `parsers` option on every query,
 * drizzle-orm/pglite/session.js): timestamp, timestamptz, interval, date, and numeric[],
 * timestamp[], date[], timestamptz[], interval[].
 */
const drizzleTextTypes = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1182,
  1185,
  1187,
]);
const asText = (value: string) => value;

/**
 * Drizzle passes its `parsers` with every query, and PGlite then copies its whole parser table
 * (every type and array type, ~700 entries) into a new object for that query: about half of
 * what a sign-in allocated (issue 33: a scavenge every few sign-ins, pauses of 2-10 ms that
 * every other request waited out). The client reads those types as text itself (set once, after
 * PGlite has added its array types) and the option is dropped: the same values, no copy.
 */
function readDrizzleTypesAsText(client: PGlite): void {
  for (const type of drizzleTextTypes) client.parsers[type] = asText;
}

/** The options without Drizzle's parsers (the client applies them already); others kept. */
function withoutDrizzleParsers<T extends QueryOptions>(options: T | undefined): T | undefined {
  const parsers = options?.parsers;
  if (!options || !parsers) return options;
  for (const type of Object.keys(parsers)) {
    if (!drizzleTextTypes.has(Number(type))) return options;
  }
  const { parsers: _applied, ...rest } = options;
  return rest as T;
}

export function wrapPglite(client: PGlite, description: string): PgliteDatabase {
  readDrizzleTypesAsText(client);
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
