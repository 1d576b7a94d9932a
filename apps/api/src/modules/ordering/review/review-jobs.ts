import { orderReviewMessages, reviewClockRules } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orderReviewClocks } from '../../../db/schema/index.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import { moveOrder, type OrderEventPublisher } from '../orders/order-states.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { sentReminderHours } from '../review-clock/clock-jobs.ts';
import { isCurrentWindow } from '../review-clock/clock-window.ts';
import {
  extendReviewClock,
  lockOpenClock,
  pauseReviewClock,
} from '../review-clock/review-clock.ts';
import { wasVersionOpened } from '../review-clock/review-clock-actions.ts';
import { appendReviewEvent, systemActor } from '../review-log/append-review-event.ts';

const ZPayload = z.object({
  orderId: z.number().int(),
  reviewDueAt: z.string(),
  round: z.number().int().optional(),
  startedAt: z.string().optional(),
});

/** What the clock does when a window ends: approve, give the reminders time, or stop. */
type WindowEnd = 'approve' | 'grace' | 'stop';

/**
 * The fairness rule: a version nobody on the customer's side opened is approved only once all
 * three reminders went out. Otherwise the clock gives unopenedGraceHours more, once, so the
 * missing reminders go out; if they still did not, it stops and waits for a person.
 */
async function decideWindowEnd(tx: Db, order: OrderRow, round: number): Promise<WindowEnd> {
  if (await wasVersionOpened(tx, { orderId: order.id, round })) return 'approve';
  const sent = await sentReminderHours(tx, { orderId: order.id, round });
  if (reviewClockRules.reminderHoursBefore.every((hours) => sent.has(hours))) return 'approve';
  const [clock] = await tx
    .select({ graceGivenAt: orderReviewClocks.graceGivenAt })
    .from(orderReviewClocks)
    .where(eq(orderReviewClocks.orderId, order.id));
  return clock?.graceGivenAt ? 'stop' : 'grace';
}

/**
 * Ends an order's review window: approves it when the fairness rule allows (and tells the team's
 * pages), else extends or stops its clock. Runs once across instances (the job runner's claim);
 * a job of a window that moved (paused, extended, answered) does nothing.
 */
export function createAutoApproveJobHandler(publish: OrderEventPublisher): JobHandler {
  return async (job, { db, now }) => {
    const payload = ZPayload.parse(job.payload);
    const result = await db.transaction(async (tx) => {
      const order = await getOrderById(tx, payload.orderId);
      if (!order || !(await isCurrentWindow(tx, order, payload))) return null;
      const round = order.revisionsUsed + 1;
      const open = await lockOpenClock(tx, order.id);
      // Reviews opened before the clock existed have no row: they end as they always did.
      const end = open ? await decideWindowEnd(tx, order, round) : 'approve';
      if (open && end === 'grace') {
        await extendReviewClock(tx, {
          open,
          now,
          actor: systemActor,
          by: 'grace',
          from: now,
          hours: reviewClockRules.unopenedGraceHours,
        });
        return null;
      }
      if (end === 'stop') {
        await pauseReviewClock(tx, {
          orderId: order.id,
          now,
          actor: systemActor,
          state: 'stopped',
          reason: 'unopened',
        });
        return null;
      }
      const moved = await moveOrder(tx, {
        orderId: order.id,
        from: ['delivered'],
        to: 'approved',
        actor: { kind: 'system', userId: null },
        note: orderReviewMessages.autoApprovedNote,
        now,
        set: { reviewDueAt: null },
      });
      if (!moved) return null;
      await appendReviewEvent(tx, {
        orderId: order.id,
        kind: 'autoApproved',
        actor: systemActor,
        round,
        now,
      });
      await tx
        .update(orderReviewClocks)
        .set({ autoApprovedAt: now, updatedAt: now })
        .where(eq(orderReviewClocks.orderId, order.id));
      return { teamId: order.teamId, event: moved.event };
    });
    if (result) publish(result.teamId, result.event);
  };
}
