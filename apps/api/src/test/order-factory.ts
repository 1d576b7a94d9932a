import { randomUUID } from 'node:crypto';
import type { TOrderPaymentMethod, TOrderStatus } from '@deckhand/contract';
import type { Db } from '../db/database.ts';
import {
  type NewOrderRow,
  type OrderRow,
  orderDeliveries,
  orders,
  orderTransitions,
} from '../db/schema/index.ts';
import { appendCreditEntry } from '../modules/billing/index.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The one recipe of a test order's row: 10 slides of a redesign on the order-now flow, in USD,
 * received, invoiced, promised in three days (none for a quote request). Tests that need rows in
 * bulk insert these; `insertTestOrder` adds what a placed order has beside its row.
 */
export function buildTestOrderValues(
  options: { teamId: number; userId?: number | null } & Partial<NewOrderRow>,
): NewOrderRow {
  const { userId, ...overrides } = options;
  const status = overrides.status ?? 'received';
  return {
    createdByUserId: userId ?? null,
    flowKey: 'order-now',
    status,
    treatment: 'redesign',
    slides: 10,
    formValues: {} as never,
    currency: 'USD',
    total: 12_000,
    paymentMethod: 'invoice',
    promisedDeliveryAt: status === 'quoteRequested' ? null : new Date(Date.now() + 3 * dayMs),
    timeZone: 'Europe/Copenhagen',
    reviewDueAt: status === 'delivered' ? new Date(Date.now() + 5 * dayMs) : null,
    idempotencyKey: randomUUID(),
    requestFingerprint: 'test',
    ...overrides,
  };
}

/**
 * An order straight in the database (the order form's tests place theirs through POST /orders):
 * buildTestOrderValues placed by `userId`, with its first transition, and a delivered order's
 * deliveries. Paid with credits, the team is given the credits and the spend is written.
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
    .values(
      buildTestOrderValues({
        teamId: options.teamId,
        userId: options.userId,
        status,
        total,
        ...(options.paymentMethod === undefined ? {} : { paymentMethod: options.paymentMethod }),
        ...(options.promisedDeliveryAt === undefined
          ? { promisedDeliveryAt: new Date(Date.now() + 3 * dayMs) }
          : { promisedDeliveryAt: options.promisedDeliveryAt }),
        revisionsUsed: options.revisionsUsed ?? 0,
      }),
    )
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
