import type { CacheListener } from '../../../platform/cache/cache-change-feed.ts';

/**
 * An instance's copy of the orders pages it has answered (GET /v1/orders without a search), as
 * the text it sent, per team: a team's page is read again only after one of the team's orders
 * changed. It stays correct with several instances on one PostgreSQL as the session copy does
 * (docs/api.md): every change a page could show is announced by the database itself (migration
 * 0034: 'o:<team id>' for a team's orders, 'o:*' for a flow's or a user's name) and each instance
 * drops the pages concerned (platform/cache/cache-change-feed.ts). Pages are used only while
 * that feed is live.
 */
export interface OrdersPageCache extends CacheListener {
  /** The page's text, or undefined (none, too old, or the feed is not live). */
  get(teamId: number, key: string, nowMs: number): string | undefined;
  /**
   * Where a read starts: set() keeps its page only if no order changed since (of any team: a
   * count per team would grow with the teams).
   */
  readonly generation: number;
  set(teamId: number, key: string, text: string, generationAtRead: number, nowMs: number): void;
}

export interface OrdersPageCacheOptions {
  /** A page older than this is read again (also bounds a missed message). */
  maxAgeMs: number;
  /** The oldest pages go first beyond this many characters in all. */
  maxChars: number;
}

interface Entry {
  teamId: number;
  text: string;
  readAtMs: number;
}

export function createOrdersPageCache({
  maxAgeMs,
  maxChars,
}: OrdersPageCacheOptions): OrdersPageCache {
  const entries = new Map<string, Entry>();
  const byTeam = new Map<number, Set<string>>();
  let generation = 0;
  let chars = 0;
  let isLive = false;

  const entryKey = (teamId: number, key: string) => `${teamId}|${key}`;
  const drop = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    chars -= entry.text.length;
    const ids = byTeam.get(entry.teamId);
    ids?.delete(id);
    if (ids?.size === 0) byTeam.delete(entry.teamId);
  };
  const clear = () => {
    generation += 1;
    entries.clear();
    byTeam.clear();
    chars = 0;
  };

  return {
    get(teamId, key, nowMs) {
      if (!isLive) return undefined;
      const id = entryKey(teamId, key);
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (nowMs - entry.readAtMs >= maxAgeMs) {
        drop(id);
        return undefined;
      }
      return entry.text;
    },
    get generation() {
      return generation;
    },
    set(teamId, key, text, generationAtRead, nowMs) {
      if (!isLive || generationAtRead !== generation || text.length > maxChars) return;
      const id = entryKey(teamId, key);
      drop(id);
      for (const oldest of entries.keys()) {
        if (chars + text.length <= maxChars) break;
        drop(oldest);
      }
      entries.set(id, { teamId, text, readAtMs: nowMs });
      chars += text.length;
      let ids = byTeam.get(teamId);
      if (!ids) {
        ids = new Set();
        byTeam.set(teamId, ids);
      }
      ids.add(id);
    },
    onChange(message) {
      // The session copy's messages (a user, a team row) change no page: a user's name comes
      // as 'o:*' too (migration 0034).
      if (/^[ut]:\d+$/.test(message)) return;
      const match = /^o:(\d+)$/.exec(message);
      if (!match) return clear();
      generation += 1;
      for (const id of [...(byTeam.get(Number(match[1])) ?? [])]) drop(id);
    },
    setLive(live) {
      isLive = live;
      clear();
    },
    get size() {
      return entries.size;
    },
  };
}
