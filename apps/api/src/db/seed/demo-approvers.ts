import { hourMs } from '@deckhand/contract';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { appendReviewEvent } from '../../modules/ordering/index.ts';
import type { Db } from '../database.ts';
import {
  orderApprovalDecisions,
  orderApprovalRules,
  orderApprovers,
  orderDeliveries,
  orders,
  teamApprovalDefaults,
  users,
} from '../schema/index.ts';

/**
 * Named approvers on first start (after demo-review-log): Northwind Studio's default is its owner
 * and admin, all must approve; the 'Product launch pitch' under review has them, and the admin
 * (Aaron Adler) approved its revision a few hours after it came, so the owner's approval is the
 * one still missing. Its trail records both, as the live code would (`seeded: true`).
 */
export async function seedDemoApprovers(db: Db, now = new Date()): Promise<void> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyKey, 'demo-order-3'), eq(orders.status, 'delivered')));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['owner@example.com', 'admin@example.com']));
  const owner = people.find((person) => person.email === 'owner@example.com');
  const admin = people.find((person) => person.email === 'admin@example.com');
  if (!order || !owner || !admin) return;
  const [delivery] = await db
    .select({ round: orderDeliveries.round, publishedAt: orderDeliveries.publishedAt })
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.orderId, order.id), isNotNull(orderDeliveries.publishedAt)))
    .orderBy(desc(orderDeliveries.round))
    .limit(1);
  if (!delivery?.publishedAt) return;

  await db
    .insert(teamApprovalDefaults)
    .values({ teamId: order.teamId, rule: 'all', approverUserIds: [owner.id, admin.id] })
    .onConflictDoNothing();
  const namedAt = new Date(Math.min(delivery.publishedAt.getTime() + hourMs, now.getTime()));
  const approvedAt = new Date(Math.min(namedAt.getTime() + 3 * hourMs, now.getTime()));
  await db
    .insert(orderApprovalRules)
    .values({ orderId: order.id, rule: 'all', updatedAt: namedAt });
  const named = await db
    .insert(orderApprovers)
    .values(
      [owner, admin].map((person) => ({
        orderId: order.id,
        kind: 'member' as const,
        userId: person.id,
        addedAt: namedAt,
      })),
    )
    .returning({ id: orderApprovers.id, userId: orderApprovers.userId });
  const adminApprover = named.find((row) => row.userId === admin.id);
  if (!adminApprover) return;
  await db.insert(orderApprovalDecisions).values({
    orderId: order.id,
    approverId: adminApprover.id,
    round: delivery.round,
    decision: 'approve',
    decidedAt: approvedAt,
  });
  await appendReviewEvent(db, {
    orderId: order.id,
    kind: 'approversChanged',
    actor: { kind: 'customer', userId: owner.id },
    round: delivery.round,
    details: { approvers: 2, rule: 'all', needed: 2, seeded: true },
    now: namedAt,
  });
  await appendReviewEvent(db, {
    orderId: order.id,
    kind: 'decisionRecorded',
    actor: { kind: 'customer', userId: admin.id },
    round: delivery.round,
    details: { decision: 'approve', approver: adminApprover.id, seeded: true },
    now: approvedAt,
  });
}
