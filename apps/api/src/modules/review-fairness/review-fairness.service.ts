import {
  reviewFairnessRules,
  type TReviewFairnessMonth,
  type TReviewFairnessResponse,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import { countAutoApprovalsByMonth } from './review-fairness.queries.ts';

const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** The first instant (UTC) of each of the `count` months up to and including now's, oldest first. */
export function listMonthStarts(now: Date, count: number): Date[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from(
    { length: count },
    (_, index) => new Date(Date.UTC(year, month - (count - 1) + index, 1)),
  );
}

/** neverOpened of autoApproved in per cent, one decimal; null when there is nothing to share. */
export function computeSharePercent(neverOpened: number, autoApproved: number): number | null {
  return autoApproved === 0 ? null : Math.round((neverOpened / autoApproved) * 1000) / 10;
}

/**
 * The share of automatic approvals never opened, for each of the last `months` months (UTC,
 * the current one included), oldest first: counted in SQL, months without any filled with zeros.
 */
export async function getReviewFairness(
  db: Db,
  options: { months: number; now?: Date },
): Promise<TReviewFairnessResponse> {
  const now = options.now ?? new Date();
  const starts = listMonthStarts(now, options.months);
  const first = starts[0] ?? now;
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const rows = await countAutoApprovalsByMonth(db, { from: first, until });
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months = starts.map((start): TReviewFairnessMonth => {
    const month = monthKey(start);
    const row = byMonth.get(month);
    const autoApproved = row?.autoApproved ?? 0;
    const neverOpened = row?.neverOpened ?? 0;
    return {
      month,
      autoApproved,
      neverOpened,
      sharePercent: computeSharePercent(neverOpened, autoApproved),
    };
  });
  return { goalPercent: reviewFairnessRules.goalPercent, months };
}
