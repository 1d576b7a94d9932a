import type { TAlert } from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import type { AlertRow } from '../../db/schema/index.ts';
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
export interface ActiveAlertsReaderOptions {
  ttlMs: number;
  /** Milliseconds now; tests pass their own clock. */
  clock?: () => number;
}

export function createActiveAlertsReader(
  db: Db,
  { ttlMs, clock = Date.now }: ActiveAlertsReaderOptions,
): ActiveAlertsReader {
  let copy: { rows: AlertRow[]; readAt: number } | null = null;
  let pending: Promise<AlertRow[]> | null = null;

  async function readRows(now: Date): Promise<AlertRow[]> {
    if (copy && clock() - copy.readAt < ttlMs) return copy.rows;
    pending ??= findUnexpiredAlerts(db, now)
      .then((rows) => {
        copy = { rows, readAt: clock() };
        return rows;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    findActive: async (now) =>
      (await readRows(now))
        .filter((row) => row.startsAt <= now && (row.endsAt === null || row.endsAt > now))
        .map(({ key, hash, message, type }) => ({ key, hash, message, type })),
  };
}
