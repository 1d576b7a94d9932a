import type { CacheChange, CacheChangeKind, CacheListener } from './cache-change-feed.ts';

/**
 * An instance's copy of values read from the database (a session by its token, a team's orders
 * page), kept in step by the cache feed (cache-change-feed.ts): each value belongs to groups named
 * by the feed's messages ('u:<user id>', 't:<team id>', 'o:<team id>'), and a message drops the
 * values of its group ('<kind>:*' every value). The copy is used only while the feed is live.
 */
export interface KeyedCopy<V> extends CacheListener {
  /** The value kept under `key`, or undefined (none, too old, stale, or the feed is not live). */
  get(key: string, nowMs: number): V | undefined;
  /**
   * Where a read starts: set() keeps its value only if no message of the copy's kinds came since
   * (of any group: a count per group would grow with the groups).
   */
  readonly generation: number;
  set(key: string, value: V, generationAtRead: number, nowMs: number): void;
}

export interface KeyedCopyOptions<V> {
  /** The message kinds whose groups the values belong to. */
  kinds: readonly CacheChangeKind[];
  /** The groups of a value, as the feed names them: cacheGroup('u', 12). */
  groupsOf: (value: V) => readonly string[];
  /** A value older than this is read again (also bounds a missed message). */
  maxAgeMs: number;
  /** The oldest values go first beyond this size in all; a larger value is not kept. */
  maxSize: number;
  /** A value's share of maxSize: 1 (a count of values) unless given. */
  sizeOf?: (value: V) => number;
  /** A value no longer to be answered whatever its age (a session past its expiry). */
  isStale?: (value: V, nowMs: number) => boolean;
}

/** The group a feed message names: 'u:12'. */
export const cacheGroup = (kind: CacheChangeKind, id: number) => `${kind}:${id}`;

interface Entry<V> {
  value: V;
  readAtMs: number;
  size: number;
  groups: readonly string[];
}

export function createKeyedCopy<V>(options: KeyedCopyOptions<V>): KeyedCopy<V> {
  const { groupsOf, maxAgeMs, maxSize, sizeOf = () => 1, isStale } = options;
  const entries = new Map<string, Entry<V>>();
  const byGroup = new Map<string, Set<string>>();
  let generation = 0;
  let size = 0;
  let isLive = false;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.size;
    for (const group of entry.groups) {
      const keys = byGroup.get(group);
      keys?.delete(key);
      if (keys?.size === 0) byGroup.delete(group);
    }
  };
  const clear = () => {
    generation += 1;
    entries.clear();
    byGroup.clear();
    size = 0;
  };

  return {
    kinds: options.kinds,
    get(key, nowMs) {
      if (!isLive) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (nowMs - entry.readAtMs >= maxAgeMs || isStale?.(entry.value, nowMs)) {
        drop(key);
        return undefined;
      }
      return entry.value;
    },
    get generation() {
      return generation;
    },
    set(key, value, generationAtRead, nowMs) {
      const valueSize = sizeOf(value);
      if (!isLive || generationAtRead !== generation || valueSize > maxSize) return;
      drop(key);
      for (const oldest of entries.keys()) {
        if (size + valueSize <= maxSize) break;
        drop(oldest);
      }
      const groups = groupsOf(value);
      entries.set(key, { value, readAtMs: nowMs, size: valueSize, groups });
      size += valueSize;
      for (const group of groups) {
        let keys = byGroup.get(group);
        if (!keys) {
          keys = new Set();
          byGroup.set(group, keys);
        }
        keys.add(key);
      }
    },
    onChange({ kind, id }: CacheChange) {
      if (id === '*') return clear();
      generation += 1;
      for (const key of [...(byGroup.get(cacheGroup(kind, id)) ?? [])]) drop(key);
    },
    forgetAll: clear,
    setLive(live) {
      isLive = live;
      clear();
    },
    get size() {
      return entries.size;
    },
  };
}
