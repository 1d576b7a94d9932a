import { cacheGroup, createKeyedCopy, type KeyedCopy } from '../cache/keyed-copy.ts';
import type { LiveSessionRow } from './live-session.ts';

/**
 * An instance's copy of the live sessions it has read (token hash → the live-session row), so a
 * signed-in request asks the database nothing. It stays correct with several instances on one
 * PostgreSQL because every change a copy could miss is announced by the database itself
 * (migration 0031: triggers NOTIFY 'u:<user id>' or 't:<team id>' on the cache channel) and each
 * instance drops the sessions concerned (platform/cache/keyed-copy.ts). The copy is used only
 * while that feed is live; when it drops, the copy is emptied and not used until it is back.
 */
export type SessionCache = KeyedCopy<LiveSessionRow>;

export interface SessionCacheOptions {
  /** A copy older than this is read again (also bounds a missed message). */
  maxAgeMs: number;
  /** The oldest copies go first beyond this. */
  maxEntries: number;
}

/** A session belongs to its user and to its team (when it has one). */
function sessionGroups(row: LiveSessionRow): string[] {
  const teamId = row.account.membership?.teamId;
  const user = cacheGroup('u', row.userId);
  return teamId === undefined ? [user] : [user, cacheGroup('t', teamId)];
}

export function createSessionCache({ maxAgeMs, maxEntries }: SessionCacheOptions): SessionCache {
  return createKeyedCopy({
    kinds: ['u', 't'],
    groupsOf: sessionGroups,
    maxAgeMs,
    maxSize: maxEntries,
    isStale: (row, nowMs) => row.expiresAt.getTime() <= nowMs,
  });
}
