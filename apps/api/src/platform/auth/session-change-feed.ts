import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/database.ts';
import { openListenConnection } from '../../db/listen-connection.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel migration 0031's triggers announce session, user and team changes on. */
export const sessionChangeChannel = 'deckhand_session_cache';

/** How long sync() waits for its own message before emptying the copy instead. */
const syncTimeoutMs = 2000;

export interface SessionChangeFeed {
  /**
   * Resolves once every change committed before the call has reached this instance's copy, so a
   * request that changed something (a sign-out, a new role) answers only after this instance
   * forgets what it changed. PGlite delivers its messages with the statement that commits: no-op.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps `cache` in step with the database: on PGlite (one instance) through PGlite's own LISTEN,
 * whose messages arrive with the write that commits; on PostgreSQL through a LISTEN connection of
 * its own (db/listen-connection.ts), one per pool, shared by the apps of a process. While that
 * connection is down the copies are emptied and not used; messages missed meanwhile cannot matter.
 */
export async function startSessionChangeFeed(options: {
  database: Database;
  cache: SessionCache;
  log: FastifyBaseLogger;
}): Promise<SessionChangeFeed> {
  const { database, cache } = options;
  if (database.kind === 'pglite') {
    const unlisten = await database.client.listen(sessionChangeChannel, (message) =>
      cache.onChange(message),
    );
    cache.setLive(true);
    return {
      sync: async () => {},
      close: async () => {
        cache.setLive(false);
        if (!database.client.closed) await unlisten();
      },
    };
  }
  return listenOnPostgres(database.pool, options);
}

/** One LISTEN connection per pool: the instances of one process (tests) share it. */
const listeners = new WeakMap<pg.Pool, PostgresListener>();

function listenOnPostgres(
  pool: pg.Pool,
  { cache, log }: { cache: SessionCache; log: FastifyBaseLogger },
): SessionChangeFeed {
  let listener = listeners.get(pool);
  if (!listener) {
    listener = createPostgresListener(pool, log, () => listeners.delete(pool));
    listeners.set(pool, listener);
  }
  const shared = listener;
  shared.add(cache);
  return { sync: () => shared.sync(), close: async () => shared.remove(cache) };
}

interface PostgresListener {
  add(cache: SessionCache): void;
  remove(cache: SessionCache): Promise<void>;
  sync(): Promise<void>;
}

function createPostgresListener(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  onEnded: () => void,
): PostgresListener {
  const feedId = randomUUID();
  const caches = new Set<SessionCache>();
  const waiters = new Map<string, () => void>();
  let isLive = false;
  let count = 0;

  const changed = (message: string) => {
    for (const cache of caches) cache.onChange(message);
  };
  const release = () => {
    for (const done of waiters.values()) done();
    waiters.clear();
  };
  const connection = openListenConnection(pool, {
    channel: sessionChangeChannel,
    log,
    what: 'session cache',
    whileDown: 'sessions are read every request',
    onMessage: (payload) => {
      const done = waiters.get(payload);
      if (!done) return changed(payload);
      waiters.delete(payload);
      done();
    },
    onLive: (live) => {
      isLive = live;
      for (const cache of caches) cache.setLive(live);
      if (!live) release();
    },
  });

  return {
    add(cache) {
      caches.add(cache);
      cache.setLive(isLive);
    },
    async remove(cache) {
      cache.setLive(false);
      caches.delete(cache);
      if (caches.size > 0) return;
      onEnded();
      release();
      await connection.close();
    },
    async sync() {
      if (!isLive || [...caches].every((cache) => cache.size === 0)) return;
      count += 1;
      const key = `sync:${feedId}:${count}`;
      const heard = new Promise<void>((done) => {
        const timer = setTimeout(() => {
          waiters.delete(key);
          changed('sync timed out');
          done();
        }, syncTimeoutMs);
        waiters.set(key, () => {
          clearTimeout(timer);
          done();
        });
      });
      // Messages reach a listener in commit order: this one comes after every earlier change.
      if (!(await connection.notify(key))) {
        changed('sync failed');
        waiters.get(key)?.();
        waiters.delete(key);
      }
      await heard;
    },
  };
}
