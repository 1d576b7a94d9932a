import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orders } from '../../../db/schema/index.ts';

/** Orders that count as ordering: placed and paid or under way (not quotes, not cancelled). */
const placedStatuses = [
  'received',
  'inProgress',
  'delivered',
  'revisionRequested',
  'approved',
] as const;

/** How many orders the team placed since `since` (the orders_team_idx index: team, created). */
export async function countPlacedOrdersSince(db: Db, teamId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        eq(orders.teamId, teamId),
        gte(orders.createdAt, since),
        inArray(orders.status, [...placedStatuses]),
      ),
    );
  return row?.total ?? 0;
}
