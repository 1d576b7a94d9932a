import { randomUUID } from 'node:crypto';
import type { TOrderPaymentMethod, TOrderStatus } from '@deckhand/contract';
import type { Db } from '../db/database.ts';
import { type OrderRow, orderDeliveries, orders, orderTransitions } from '../db/schema/index.ts';
import { appendCreditEntry } from '../modules/billing/index.ts';

/**
 * An order straight in the database (the order form's tests place theirs through POST /orders):
 * 10 slides of a redesign, placed by `userId`, promised in three days unless told, with its first
 * transition. Paid with credits, the team is given the credits and the spend is written.
 */
export async function insertTestOrder(
  db: Db,
  options: {
    teamId: number;
    userId: number;
    status?: TOrderStatus;
    total?: number | null;
    paymentMethod?: TOrderPaymentMethod | null;
    promisedDeliveryAt?: Date | null;
    /** Revision rounds already asked for (a delivered order's review is open five days). */
    revisionsUsed?: number;
  },
): Promise<OrderRow> {
  const status = options.status ?? 'received';
  const total = options.total === undefined ? 12_000 : options.total;
  const [order] = await db
    .insert(orders)
    .values({
      teamId: options.teamId,
      createdByUserId: options.userId,
      flowKey: 'order-now',
      status,
      treatment: 'redesign',
      slides: 10,
      formValues: {} as never,
      currency: 'USD',
      total,
      paymentMethod: options.paymentMethod === undefined ? 'invoice' : options.paymentMethod,
      promisedDeliveryAt:
        options.promisedDeliveryAt === undefined
          ? new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)
          : options.promisedDeliveryAt,
      timeZone: 'Europe/Copenhagen',
      revisionsUsed: options.revisionsUsed ?? 0,
      reviewDueAt: status === 'delivered' ? new Date(Date.now() + 5 * 24 * 60 * 60 * 1000) : null,
      idempotencyKey: randomUUID(),
      requestFingerprint: 'test',
    })
    .returning();
  if (!order) throw new Error('order factory: no order');
  await db.insert(orderTransitions).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: status,
    actorKind: 'customer',
    actorUserId: options.userId,
  });
  if (status === 'delivered') {
    // Each round delivered so far: the first delivery and one per revision asked for.
    await db.insert(orderDeliveries).values(
      Array.from({ length: order.revisionsUsed + 1 }, (_, index) => ({
        orderId: order.id,
        round: index + 1,
      })),
    );
  }
  if (order.paymentMethod === 'credits' && total) {
    await db.transaction(async (tx) => {
      await appendCreditEntry(tx, {
        teamId: options.teamId,
        kind: 'purchase',
        amount: total,
        reason: 'test credits',
        reference: `test:${randomUUID()}`,
      });
      await appendCreditEntry(tx, {
        teamId: options.teamId,
        kind: 'spend',
        amount: -total,
        reason: 'test order',
        reference: `order:${order.id}`,
      });
    });
  }
  return order;
}
