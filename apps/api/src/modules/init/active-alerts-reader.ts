import type { TAlert } from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import type { AlertRow } from '../../db/schema/index.ts';
import {
  createShortLivedCopy,
  type ShortLivedCopyOptions,
} from '../../platform/cache/short-lived-copy.ts';
import { findUnexpiredAlerts } from './init.queries.ts';

export interface ActiveAlertsReader {
  /**
   * The alerts whose window contains `now`, oldest first: the same array (never to be changed)
   * for as long as the same alerts are active, so a caller may keep what it built from it.
   */
  findActive: (now: Date) => Promise<TAlert[]>;
}

/**
 * Reads alerts through a short-lived copy of the unexpired ones, so GET /v1/init does not query
 * the database on every call. The window is applied to the copy at each call, so an alert starts
 * and ends on time; a new or edited alert shows within `ttlMs` on every instance, because each
 * instance re-reads the table (the database stays the only source of truth).
 */
export type ActiveAlertsReaderOptions = ShortLivedCopyOptions;

const isSameRows = (a: readonly AlertRow[], b: readonly AlertRow[]) =>
  a.length === b.length &&
  a.every((row, index) => row.id === b[index]?.id && row.hash === b[index]?.hash);

export function createActiveAlertsReader(
  db: Db,
  options: ActiveAlertsReaderOptions,
): ActiveAlertsReader {
  const readRows = createShortLivedCopy((now: Date) => findUnexpiredAlerts(db, now), options);
  let last: { rows: AlertRow[]; alerts: TAlert[] } | null = null;
  return {
    findActive: async (now) => {
      const rows = (await readRows(now)).filter(
        (row) => row.startsAt <= now && (row.endsAt === null || row.endsAt > now),
      );
      if (last && isSameRows(last.rows, rows)) return last.alerts;
      const alerts = rows.map(({ key, hash, message, type }) => ({ key, hash, message, type }));
      last = { rows, alerts };
      return alerts;
    },
  };
}
