import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orders } from '../../../db/schema/index.ts';

/**
 * In the caller's transaction: locks the order's row and reads where it stands, so two approvers
 * deciding at once (on any instance) are counted one after the other.
 */
export async function lockOrderForApproval(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ status: orders.status, revisionsUsed: orders.revisionsUsed })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}
