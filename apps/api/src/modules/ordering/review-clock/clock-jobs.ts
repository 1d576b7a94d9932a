import { hourMs, reviewClockRules } from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orderReviewEvents } from '../../../db/schema/index.ts';
import { scheduleJob } from '../../../platform/jobs/schedule-job.ts';
import { scheduleOrderNotice } from '../review/order-notice-mail.ts';
import { type BusinessCalendar, subtractBusinessTime } from './business-time.ts';

export const autoApproveJobKind = 'orderAutoApprove';

/** The reminder slots (48, 24, 4) of a round whose mail went out, from the trail. */
export async function sentReminderHours(
  db: Db,
  options: { orderId: number; round: number },
): Promise<Set<number>> {
  const rows = await db
    .select({ details: orderReviewEvents.details })
    .from(orderReviewEvents)
    .where(
      and(
        eq(orderReviewEvents.orderId, options.orderId),
        eq(orderReviewEvents.kind, 'reminderSent'),
        eq(orderReviewEvents.round, options.round),
      ),
    );
  return new Set(
    rows.flatMap((row) => (typeof row.details.hours === 'number' ? [row.details.hours] : [])),
  );
}

/**
 * Queues what a running clock needs, in the transaction that set its due moment: a reminder
 * reminderHoursBefore (business time) the window ends, and the approval when it ends. Every job
 * is keyed by the due moment and acts only while the order's review_due_at is still that moment,
 * so a pause, an extension or an answer leaves the old ones doing nothing. A slot whose time has
 * passed unsent (the clock resumed or was extended late) is not lost: the nearest one goes now.
 */
export async function scheduleClockJobs(
  tx: Db,
  options: {
    orderId: number;
    round: number;
    dueAt: Date;
    calendar: BusinessCalendar;
    now: Date;
    /** When this clock started: a reopened round may end at the very moment its first did. */
    startedAt: Date;
  },
): Promise<void> {
  const { orderId, round, dueAt, now } = options;
  const window = `${options.startedAt.getTime()}:${dueAt.getTime()}`;
  const sent = await sentReminderHours(tx, { orderId, round });
  const missed: number[] = [];
  const remind = (hours: number, runAt: Date) =>
    scheduleOrderNotice(tx, {
      orderId,
      notice: 'reviewReminder',
      key: `${round}:${hours}:${window}`,
      runAt,
      reviewDueAt: dueAt,
      reminder: { round, hours, startedAt: options.startedAt.toISOString() },
    });
  for (const hours of reviewClockRules.reminderHoursBefore) {
    const runAt = subtractBusinessTime(dueAt, hours * hourMs, options.calendar);
    if (runAt > now) await remind(hours, runAt);
    else if (!sent.has(hours)) missed.push(hours);
  }
  if (missed.length > 0) await remind(Math.min(...missed), now);
  await scheduleJob(tx, {
    kind: autoApproveJobKind,
    key: `order-auto-approve:${orderId}:${round}:${window}`,
    runAt: dueAt,
    payload: {
      orderId,
      reviewDueAt: dueAt.toISOString(),
      round,
      startedAt: options.startedAt.toISOString(),
    },
  });
}
