import {
  dayMs,
  reviewClockMessages as m,
  orderReviewMessages,
  reviewClockRules,
} from '@deckhand/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type OrderRow,
  orderDeliveries,
  orderReviewClocks,
  orderReviewEvents,
  orders,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type MovedOrder, moveOrder } from '../orders/order-states.ts';
import { appendReviewEvent } from '../review-log/append-review-event.ts';
import { extendReviewClock, lockOpenClock, startReviewClock } from './review-clock.ts';

/** The customer's one extension of the round: extensionHours more business time. */
export async function extendReview(
  db: Db,
  options: { orderId: number; userId: number; now: Date },
): Promise<Date> {
  return db.transaction(async (tx) => {
    const open = await lockOpenClock(tx, options.orderId);
    if (!open) throw new AppError('CONFLICT', orderReviewMessages.notInReview);
    if (open.clock.state !== 'running' || !open.order.reviewDueAt) {
      throw new AppError('CONFLICT', m.notRunning);
    }
    if (open.clock.extendedAt) throw new AppError('CONFLICT', m.alreadyExtended);
    return extendReviewClock(tx, {
      open,
      now: options.now,
      actor: { kind: 'customer', userId: options.userId },
      by: 'customer',
      from: open.order.reviewDueAt,
      hours: reviewClockRules.extensionHours,
    });
  });
}

/** The last moment an automatic approval of `at` may be reopened. */
export const reopenUntil = (at: Date) =>
  new Date(at.getTime() + reviewClockRules.reopenDays * dayMs);

/**
 * Reopens an order approved automatically, within reopenDays, once per round, free: it goes back
 * to delivered with a new review window for the same version, and the customer answers it as any
 * review (a revision uses the round it had left).
 */
export async function reopenReview(
  db: Db,
  options: { order: OrderRow; userId: number; now: Date },
): Promise<MovedOrder> {
  const { order, now } = options;
  return db.transaction(async (tx) => {
    const [clock] = await tx
      .select()
      .from(orderReviewClocks)
      .where(eq(orderReviewClocks.orderId, order.id))
      .for('update');
    if (order.status !== 'approved' || !clock?.autoApprovedAt) {
      throw new AppError('CONFLICT', m.reopenNotAuto);
    }
    if (clock.reopenedAt || now > reopenUntil(clock.autoApprovedAt)) {
      throw new AppError('CONFLICT', m.reopenClosed);
    }
    const actor = { kind: 'customer' as const, userId: options.userId };
    const moved = await moveOrder(tx, {
      orderId: order.id,
      from: ['approved'],
      to: 'delivered',
      actor,
      note: m.reopenedNote,
      now,
    });
    if (!moved) throw new AppError('CONFLICT', m.reopenNotAuto);
    await appendReviewEvent(tx, {
      orderId: order.id,
      kind: 'reopened',
      actor,
      round: clock.round,
      now,
    });
    await startReviewClock(tx, { order, round: clock.round, now });
    await tx
      .update(orderReviewClocks)
      .set({ reopenedAt: now })
      .where(eq(orderReviewClocks.orderId, order.id));
    const [latest] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return { ...moved, order: latest ?? moved.order };
  });
}

/** Who opened a version: a team member, or one person on a guest link (by their session). */
export type VersionOpener =
  | { userId: number }
  | { guestSessionId: number; guestId: number; name: string };

/**
 * Records that someone on the customer's side has a version in front of them (the review's
 * viewer showed it): once per person and version, as `versionOpened` on the trail.
 */
export async function recordVersionOpened(
  db: Db,
  options: { orderId: number; round: number; by: VersionOpener; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One writer per order, so two tabs opening at once record it once.
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, options.orderId))
      .for('update');
    const [delivery] = await tx
      .select({ id: orderDeliveries.id })
      .from(orderDeliveries)
      .where(
        and(
          eq(orderDeliveries.orderId, options.orderId),
          eq(orderDeliveries.round, options.round),
          isNotNull(orderDeliveries.publishedAt),
        ),
      );
    if (!delivery) throw new AppError('NOT_FOUND', m.versionNotFound);
    const seen = await findVersionOpened(tx, { ...options, by: options.by });
    if (seen) return false;
    const { by } = options;
    await appendReviewEvent(tx, {
      orderId: options.orderId,
      kind: 'versionOpened',
      actor:
        'userId' in by
          ? { kind: 'customer', userId: by.userId }
          : { kind: 'guest', userId: null, name: by.name },
      round: options.round,
      ...('userId' in by ? {} : { details: { guest: by.guestId, session: by.guestSessionId } }),
      now: options.now,
    });
    return true;
  });
}

/**
 * The round's version opened by someone on the customer's side (a member or a guest), or by one
 * person when `by` is given.
 */
async function findVersionOpened(
  db: Db,
  options: { orderId: number; round: number; by?: VersionOpener },
): Promise<boolean> {
  const { by } = options;
  const [opened] = await db
    .select({ id: orderReviewEvents.id })
    .from(orderReviewEvents)
    .where(
      and(
        eq(orderReviewEvents.orderId, options.orderId),
        eq(orderReviewEvents.kind, 'versionOpened'),
        eq(orderReviewEvents.round, options.round),
        by === undefined
          ? inArray(orderReviewEvents.actorKind, ['customer', 'guest'])
          : 'userId' in by
            ? eq(orderReviewEvents.actorUserId, by.userId)
            : sql`${orderReviewEvents.details}->>'session' = ${String(by.guestSessionId)}`,
      ),
    )
    .limit(1);
  return Boolean(opened);
}

/** Someone on the customer's side (a member or a guest) opened the round's version. */
export const wasVersionOpened = (db: Db, options: { orderId: number; round: number }) =>
  findVersionOpened(db, { orderId: options.orderId, round: options.round });
