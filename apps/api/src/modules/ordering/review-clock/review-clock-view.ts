import type { TReviewClock, TReviewReopen } from '@deckhand/contract';
import { toServerTimestamp } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orderReviewClocks } from '../../../db/schema/index.ts';
import { findCountryByCode } from '../../countries/index.ts';
import { businessTimeBetween, skippedDaysBetween } from './business-time.ts';
import { loadOrderCalendar } from './review-clock.ts';
import { reopenUntil } from './review-clock-actions.ts';

const stamp = (date: Date | null) => (date ? toServerTimestamp(date) : null);

/**
 * The order page's clock (while its review is open) and reopen offer (within reopenDays of an
 * automatic approval), as of `now`. Orders reviewed before the clock existed have neither.
 */
export async function describeReviewClock(
  db: Db,
  order: OrderRow,
  now = new Date(),
): Promise<{ clock: TReviewClock | null; reopen: TReviewReopen | null }> {
  const [row] = await db
    .select()
    .from(orderReviewClocks)
    .where(eq(orderReviewClocks.orderId, order.id));
  if (!row) return { clock: null, reopen: null };
  if (order.status === 'approved' && row.autoApprovedAt && !row.reopenedAt) {
    const until = reopenUntil(row.autoApprovedAt);
    const reopen =
      now <= until
        ? {
            autoApprovedAt: toServerTimestamp(row.autoApprovedAt),
            until: toServerTimestamp(until),
            canReopen: true,
          }
        : null;
    return { clock: null, reopen };
  }
  if (order.status !== 'delivered' || row.round !== order.revisionsUsed + 1) {
    return { clock: null, reopen: null };
  }
  const dueAt = row.state === 'running' ? order.reviewDueAt : null;
  const calendar = dueAt ? await loadOrderCalendar(db, order, row.countryCode, now) : null;
  const country = row.countryCode ? findCountryByCode(row.countryCode) : null;
  return {
    clock: {
      state: row.state,
      dueAt: stamp(dueAt),
      msLeft: dueAt && calendar ? businessTimeBetween(now, dueAt, calendar) : (row.msLeft ?? 0),
      pausedAt: stamp(row.pausedAt),
      extendedAt: stamp(row.extendedAt),
      canExtend: Boolean(dueAt) && !row.extendedAt,
      countryCode: row.countryCode,
      countryName: country?.name ?? null,
      timeZone: order.timeZone,
      skippedDays: dueAt && calendar ? skippedDaysBetween(now, dueAt, calendar) : [],
    },
    reopen: null,
  };
}
