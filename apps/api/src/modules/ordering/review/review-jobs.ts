import { hourMs, orderReviewMessages, orderReviewRules } from '@deckhand/contract';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import { scheduleJob } from '../../../platform/jobs/schedule-job.ts';
import { moveOrder, type OrderEventPublisher } from '../orders/order-states.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { appendReviewEvent, systemActor } from '../review-log/append-review-event.ts';
import { scheduleOrderNotice } from './order-notice-mail.ts';

export const autoApproveJobKind = 'orderAutoApprove';

const ZPayload = z.object({ orderId: z.number().int(), reviewDueAt: z.string() });

/**
 * Queues what a delivery's open review needs, in the delivery's transaction: a reminder mail
 * reminderHoursBefore the window ends (those still ahead) and the approval when it ends. Each job
 * acts only while that same review is open: an answer or a new delivery makes them do nothing.
 */
export async function scheduleReviewJobs(
  tx: Db,
  options: { orderId: number; round: number; reviewDueAt: Date; now: Date },
): Promise<void> {
  const { orderId, round, reviewDueAt, now } = options;
  for (const hours of orderReviewRules.reminderHoursBefore) {
    const runAt = new Date(reviewDueAt.getTime() - hours * hourMs);
    if (runAt <= now) continue;
    await scheduleOrderNotice(tx, {
      orderId,
      notice: 'reviewReminder',
      key: `${round}:${hours}`,
      runAt,
      reviewDueAt,
      reminder: { round, hours },
    });
  }
  await scheduleJob(tx, {
    kind: autoApproveJobKind,
    key: `order-auto-approve:${orderId}:${round}`,
    runAt: reviewDueAt,
    payload: { orderId, reviewDueAt: reviewDueAt.toISOString() },
  });
}

/** Approves an order whose review window ran out unanswered, and tells the team's pages. */
export function createAutoApproveJobHandler(publish: OrderEventPublisher): JobHandler {
  return async (job, { db }) => {
    const payload = ZPayload.parse(job.payload);
    const result = await db.transaction(async (tx) => {
      const order = await getOrderById(tx, payload.orderId);
      if (order?.status !== 'delivered') return null;
      if (order.reviewDueAt?.toISOString() !== payload.reviewDueAt) return null;
      const moved = await moveOrder(tx, {
        orderId: order.id,
        from: ['delivered'],
        to: 'approved',
        actor: { kind: 'system', userId: null },
        note: orderReviewMessages.autoApprovedNote,
        set: { reviewDueAt: null },
      });
      if (moved) {
        await appendReviewEvent(tx, {
          orderId: order.id,
          kind: 'autoApproved',
          actor: systemActor,
          round: order.revisionsUsed + 1,
        });
      }
      return moved ? { teamId: order.teamId, event: moved.event } : null;
    });
    if (result) publish(result.teamId, result.event);
  };
}
