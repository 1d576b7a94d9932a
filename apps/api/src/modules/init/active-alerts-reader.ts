import type { TAlert } from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import {
  createShortLivedCopy,
  type ShortLivedCopyOptions,
} from '../../platform/cache/short-lived-copy.ts';
import { findUnexpiredAlerts } from './init.queries.ts';

export interface ActiveAlertsReader {
  /** The alerts whose window contains `now`, oldest first. */
  findActive: (now: Date) => Promise<TAlert[]>;
}

/**
 * Reads alerts through a short-lived copy of the unexpired ones, so GET /v1/init does not query
 * the database on every call. The window is applied to the copy at each call, so an alert starts
 * and ends on time; a new or edited alert shows within `ttlMs` on every instance, because each
 * instance re-reads the table (the database stays the only source of truth).
 */
export type ActiveAlertsReaderOptions = ShortLivedCopyOptions;

export function createActiveAlertsReader(
  db: Db,
  options: ActiveAlertsReaderOptions,
): ActiveAlertsReader {
  const readRows = createShortLivedCopy((now: Date) => findUnexpiredAlerts(db, now), options);
  return {
    findActive: async (now) =>
      (await readRows(now))
        .filter((row) => row.startsAt <= now && (row.endsAt === null || row.endsAt > now))
        .map(({ key, hash, message, type }) => ({ key, hash, message, type })),
  };
}
