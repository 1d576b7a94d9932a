import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type NewOrderRow, type OrderRow, orders } from '../../../db/schema/index.ts';

/** The order a team placed with this idempotency key, if any. */
export async function getOrderByKey(
  db: Db,
  teamId: number,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.teamId, teamId), eq(orders.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** Inserts an order unless the team already used its idempotency key: null then. */
export async function insertOrderOnce(db: Db, row: NewOrderRow): Promise<OrderRow | null> {
  const [inserted] = await db
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: [orders.teamId, orders.idempotencyKey] })
    .returning();
  return inserted ?? null;
}

/** One order of the team; null when it does not exist or belongs to another team. */
export async function getTeamOrder(
  db: Db,
  teamId: number,
  orderId: number,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.teamId, teamId)));
  return row ?? null;
}

export async function getOrderById(db: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function setOrderPayment(db: Db, orderId: number, paymentId: number): Promise<void> {
  await db.update(orders).set({ paymentId }).where(eq(orders.id, orderId));
}

/** Whether the team has placed an order of this flow that was not cancelled (one-time offers). */
export async function hasPlacedFlowOrder(
  db: Db,
  teamId: number,
  flowKey: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.teamId, teamId), eq(orders.flowKey, flowKey), ne(orders.status, 'cancelled')),
    )
    .limit(1);
  return row !== undefined;
}
