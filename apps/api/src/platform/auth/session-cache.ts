import type { LiveSessionRow } from './live-session.ts';

/**
 * An instance's copy of the live sessions it has read (token hash → the live-session row), so a
 * signed-in request asks the database nothing. It stays correct with several instances on one
 * PostgreSQL because every change a copy could miss is announced by the database itself
 * (migration 0031: triggers NOTIFY 'u:<user id>' or 't:<team id>' on deckhand_session_cache) and
 * each instance drops the copies concerned (platform/cache/cache-change-feed.ts). The copy is used only while
 * that feed is live; when it drops, the copy is emptied and not used until the feed is back.
 */
export interface SessionCache {
  /** The copy of a token hash's row, or undefined (none, too old, or the feed is not live). */
  get(tokenHash: string, nowMs: number): LiveSessionRow | undefined;
  /** Where a read starts: set() keeps its row only if nothing changed since. */
  readonly generation: number;
  set(tokenHash: string, row: LiveSessionRow, generationAtRead: number, nowMs: number): void;
  /** A feed message: 'u:<user id>' or 't:<team id>'; 'o:…' is ignored; anything else empties it. */
  onChange(message: string): void;
  /** The feed is live (true) or lost (false: the copy is emptied and not used). */
  setLive(isLive: boolean): void;
  readonly size: number;
}

interface Entry {
  row: LiveSessionRow;
  readAtMs: number;
}

export interface SessionCacheOptions {
  /** A copy older than this is read again (also bounds a missed message). */
  maxAgeMs: number;
  /** The oldest copies go first beyond this. */
  maxEntries: number;
}

export function createSessionCache({ maxAgeMs, maxEntries }: SessionCacheOptions): SessionCache {
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  const byTeam = new Map<number, Set<string>>();
  let generation = 0;
  let isLive = false;

  const link = (index: Map<number, Set<string>>, id: number | undefined, hash: string) => {
    if (id === undefined) return;
    let hashes = index.get(id);
    if (!hashes) {
      hashes = new Set();
      index.set(id, hashes);
    }
    hashes.add(hash);
  };
  const unlink = (index: Map<number, Set<string>>, id: number | undefined, hash: string) => {
    if (id === undefined) return;
    const hashes = index.get(id);
    hashes?.delete(hash);
    if (hashes?.size === 0) index.delete(id);
  };
  const drop = (hash: string) => {
    const entry = entries.get(hash);
    if (!entry) return;
    entries.delete(hash);
    unlink(byUser, entry.row.userId, hash);
    unlink(byTeam, entry.row.account.membership?.teamId, hash);
  };
  const dropAll = (hashes: Set<string> | undefined) => {
    for (const hash of [...(hashes ?? [])]) drop(hash);
  };
  const clear = () => {
    entries.clear();
    byUser.clear();
    byTeam.clear();
  };

  return {
    get(tokenHash, nowMs) {
      if (!isLive) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (nowMs - entry.readAtMs >= maxAgeMs || entry.row.expiresAt.getTime() <= nowMs) {
        drop(tokenHash);
        return undefined;
      }
      return entry.row;
    },
    get generation() {
      return generation;
    },
    set(tokenHash, row, generationAtRead, nowMs) {
      if (!isLive || generationAtRead !== generation) return;
      drop(tokenHash);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) drop(oldest.value);
      }
      entries.set(tokenHash, { row, readAtMs: nowMs });
      link(byUser, row.userId, tokenHash);
      link(byTeam, row.account.membership?.teamId, tokenHash);
    },
    onChange(message) {
      // A team's orders (the order pages' copy, cache-change-feed.ts) change no session.
      if (message.startsWith('o:')) return;
      generation += 1;
      const match = /^([ut]):(\d+)$/.exec(message);
      if (!match) return clear();
      const id = Number(match[2]);
      dropAll((match[1] === 'u' ? byUser : byTeam).get(id));
    },
    setLive(live) {
      generation += 1;
      isLive = live;
      clear();
    },
    get size() {
      return entries.size;
    },
  };
}
