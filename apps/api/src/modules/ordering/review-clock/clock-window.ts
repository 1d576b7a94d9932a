import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orderReviewClocks } from '../../../db/schema/index.ts';

/** Which review window a queued job belongs to, as its payload names it (ISO 8601 moments). */
export interface ClockWindow {
  reviewDueAt?: string | undefined;
  round?: number | undefined;
  startedAt?: string | undefined;
}

/**
 * Whether a reminder's or approval's window is the order's open one: delivered, the same due
 * moment, round and clock start. Two rounds can end at the same moment (both delivered over one
 * weekend), so the due moment alone does not tell them apart. Jobs queued before the clock
 * existed name only the due moment.
 */
export async function isCurrentWindow(
  db: Db,
  order: OrderRow,
  window: ClockWindow,
): Promise<boolean> {
  if (order.status !== 'delivered') return false;
  if (order.reviewDueAt?.toISOString() !== window.reviewDueAt) return false;
  if (window.round !== undefined && window.round !== order.revisionsUsed + 1) return false;
  if (window.startedAt === undefined) return true;
  const [clock] = await db
    .select({ startedAt: orderReviewClocks.startedAt })
    .from(orderReviewClocks)
    .where(eq(orderReviewClocks.orderId, order.id));
  return clock?.startedAt.toISOString() === window.startedAt;
}
