import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/database.ts';
import { openListenConnection } from '../../db/listen-connection.ts';

/**
 * The channel the database announces what an instance's copies may hold on (named for its first
 * use): 'u:<user id>' and 't:<team id>' (migration 0031: sessions, users, memberships, settings,
 * teams), 'o:<team id>' (migration 0034: a team's orders) and 'o:*' (every team's orders).
 */
export const cacheChangeChannel = 'deckhand_session_cache';

/** What a message names: a user ('u'), a team's row ('t'), a team's orders ('o'). */
const changeKinds = ['u', 't', 'o'] as const;
export type CacheChangeKind = (typeof changeKinds)[number];
const isChangeKind = (kind: string): kind is CacheChangeKind =>
  (changeKinds as readonly string[]).includes(kind);

/** A message of the channel, read: '<kind>:<id>', or '<kind>:*' for every id of the kind. */
export interface CacheChange {
  kind: CacheChangeKind;
  id: number | '*';
}

/** Reads a message of the channel; null when it is none the feed knows (a newer instance's). */
export function parseCacheChange(message: string): CacheChange | null {
  const [, kind = '', id = ''] = /^(\w):(\d{1,15}|\*)$/.exec(message) ?? [];
  if (!isChangeKind(kind)) return null;
  return { kind, id: id === '*' ? '*' : Number(id) };
}

/**
 * A copy the feed keeps in step: told the messages of its kinds, told to forget everything when
 * the feed cannot say what changed, and whether the feed is live.
 */
export interface CacheListener {
  /** The kinds of message that name what the copy holds; it is told no others. */
  readonly kinds: readonly CacheChangeKind[];
  onChange(change: CacheChange): void;
  /** Something may have changed that the feed cannot name (a failed sync, an unreadable message). */
  forgetAll(): void;
  /** The feed is live (true) or lost (false: the copy is emptied and not used). */
  setLive(isLive: boolean): void;
  readonly size: number;
}

/**
 * An instance's sync() sends 'sync:<feed id>:<count>' on the channel: a mark in the stream of
 * changes, not a change. Every instance hears every instance's marks; only the sender waits for
 * its own, and the others pass them over (they used to empty every copy).
 */
const isSyncMark = (message: string) => message.startsWith('sync:');

/** Hands a message to the listeners of its kind; one it cannot read empties every listener. */
function deliver(listeners: Iterable<CacheListener>, message: string) {
  if (isSyncMark(message)) return;
  const change = parseCacheChange(message);
  for (const listener of listeners) {
    if (!change) listener.forgetAll();
    else if (listener.kinds.includes(change.kind)) listener.onChange(change);
  }
}

/** How long sync() waits for its own message before emptying the copy instead. */
const syncTimeoutMs = 2000;

/**
 * How long an instance's start waits for its LISTEN connection, so the copies are used from the
 * first request (a reachable database answers in milliseconds; the start has just migrated it).
 * One that does not answer by then delays nothing more: the copies start once the connection is
 * made (retried every second).
 */
const firstListenTimeoutMs = 10_000;

export interface CacheChangeFeed {
  /** Keeps `listener` in step from now on (until close()). */
  add(listener: CacheListener): void;
  /**
   * Resolves once every change committed before the call has reached this instance's copy, so a
   * request that changed something (a sign-out, a new role) answers only after this instance
   * forgets what it changed. PGlite delivers its messages with the statement that commits: no-op.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps the copies added in step with the database: on PGlite (one instance) through PGlite's
 * own LISTEN, whose messages arrive with the write that commits; on PostgreSQL through a LISTEN connection of
 * its own (db/listen-connection.ts), one per pool, shared by the apps of a process. While that
 * connection is down the copies are emptied and not used; messages missed meanwhile cannot matter.
 */
export async function startCacheChangeFeed(options: {
  database: Database;
  log: FastifyBaseLogger;
}): Promise<CacheChangeFeed> {
  const { database } = options;
  if (database.kind === 'pglite') {
    const listeners = new Set<CacheListener>();
    const unlisten = await database.client.listen(cacheChangeChannel, (message) =>
      deliver(listeners, message),
    );
    return {
      add(listener) {
        listeners.add(listener);
        listener.setLive(true);
      },
      sync: async () => {},
      close: async () => {
        for (const listener of listeners) listener.setLive(false);
        listeners.clear();
        if (!database.client.closed) await unlisten();
      },
    };
  }
  const feed = listenOnPostgres(database.pool, options.log);
  await feed.listening;
  return feed;
}

/** One LISTEN connection per pool: the instances of one process (tests) share it. */
const listeners = new WeakMap<pg.Pool, PostgresListener>();

function listenOnPostgres(
  pool: pg.Pool,
  log: FastifyBaseLogger,
): CacheChangeFeed & { listening: Promise<void> } {
  let listener = listeners.get(pool);
  if (!listener) {
    listener = createPostgresListener(pool, log, () => listeners.delete(pool));
    listeners.set(pool, listener);
  }
  const shared = listener;
  const added = new Set<CacheListener>();
  shared.retain();
  return {
    listening: shared.listening,
    add(cache) {
      added.add(cache);
      shared.add(cache);
    },
    sync: () => shared.sync(),
    close: async () => {
      for (const cache of added) shared.remove(cache);
      added.clear();
      await shared.release();
    },
  };
}

interface PostgresListener {
  /** Resolves once the connection first listens, or after firstListenTimeoutMs. */
  listening: Promise<void>;
  add(cache: CacheListener): void;
  remove(cache: CacheListener): void;
  /** One more feed uses the connection. */
  retain(): void;
  /** A feed is closed: the last one ends the connection. */
  release(): Promise<void>;
  sync(): Promise<void>;
}

function createPostgresListener(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  onEnded: () => void,
): PostgresListener {
  const feedId = randomUUID();
  const caches = new Set<CacheListener>();
  const waiters = new Map<string, () => void>();
  let isLive = false;
  let count = 0;
  let feeds = 0;
  let heardFirst = () => {};
  const listening = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, firstListenTimeoutMs);
    heardFirst = () => {
      clearTimeout(timer);
      resolve();
    };
  });

  const forgetAll = () => {
    for (const cache of caches) cache.forgetAll();
  };
  const releaseWaiters = () => {
    for (const done of waiters.values()) done();
    waiters.clear();
  };
  const connection = openListenConnection(pool, {
    channel: cacheChangeChannel,
    log,
    what: 'cache feed',
    whileDown: 'sessions and order pages are read every request',
    onMessage: (payload) => {
      const done = waiters.get(payload);
      if (done) {
        waiters.delete(payload);
        return done();
      }
      deliver(caches, payload);
    },
    onLive: (live) => {
      isLive = live;
      for (const cache of caches) cache.setLive(live);
      if (live) heardFirst();
      else releaseWaiters();
    },
  });

  return {
    listening,
    add(cache) {
      caches.add(cache);
      cache.setLive(isLive);
    },
    remove(cache) {
      cache.setLive(false);
      caches.delete(cache);
    },
    retain() {
      feeds += 1;
    },
    async release() {
      feeds -= 1;
      if (feeds > 0) return;
      onEnded();
      releaseWaiters();
      heardFirst();
      await connection.close();
    },
    async sync() {
      if (!isLive || [...caches].every((cache) => cache.size === 0)) return;
      count += 1;
      const key = `sync:${feedId}:${count}`;
      const heard = new Promise<void>((done) => {
        const timer = setTimeout(() => {
          waiters.delete(key);
          forgetAll();
          done();
        }, syncTimeoutMs);
        waiters.set(key, () => {
          clearTimeout(timer);
          done();
        });
      });
      // Messages reach a listener in commit order: this one comes after every earlier change.
      if (!(await connection.notify(key))) {
        forgetAll();
        waiters.get(key)?.();
        waiters.delete(key);
      }
      await heard;
    },
  };
}
