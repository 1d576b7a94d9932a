import { hourMs, reviewClockRules } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type OrderReviewClockRow,
  type OrderRow,
  orderReviewClocks,
  orders,
} from '../../../db/schema/index.ts';
import { appendReviewEvent, type ReviewActor } from '../review-log/append-review-event.ts';
import { loadBusinessCalendar } from './business-calendar.ts';
import { addBusinessTime, type BusinessCalendar, businessTimeBetween } from './business-time.ts';
import { findTeamCountry } from './clock-calendar.ts';
import { scheduleClockJobs } from './clock-jobs.ts';

type ClockOrder = Pick<OrderRow, 'id' | 'teamId' | 'timeZone'>;

/** The calendar an order's clock counts on from `now`: its zone and its team's country. */
export function loadOrderCalendar(
  db: Db,
  order: Pick<OrderRow, 'timeZone'>,
  countryCode: string | null,
  now: Date,
): Promise<BusinessCalendar> {
  return loadBusinessCalendar(db, { countryCode, timeZone: order.timeZone, from: now });
}

/** Sets the running clock's due moment on the order and queues its reminders and approval. */
async function runClockTo(
  tx: Db,
  options: {
    order: ClockOrder;
    round: number;
    dueAt: Date;
    calendar: BusinessCalendar;
    now: Date;
    startedAt: Date;
  },
): Promise<void> {
  await tx
    .update(orders)
    .set({ reviewDueAt: options.dueAt })
    .where(eq(orders.id, options.order.id));
  await scheduleClockJobs(tx, { ...options, orderId: options.order.id });
}

/**
 * In the delivery's transaction, after the order moved to delivered: a new round's clock starts,
 * reviewWindowDays business days long, with its reminders and automatic approval queued. The
 * round's extension, grace and reopen start afresh.
 */
export async function startReviewClock(
  tx: Db,
  options: { order: ClockOrder; round: number; now: Date },
): Promise<Date> {
  const { order, round, now } = options;
  const country = await findTeamCountry(tx, order.teamId);
  const countryCode = country?.code ?? null;
  const calendar = await loadOrderCalendar(tx, order, countryCode, now);
  const dueAt = addBusinessTime(now, reviewClockRules.businessDays * 24 * hourMs, calendar);
  const fresh = {
    round,
    startedAt: now,
    countryCode,
    state: 'running' as const,
    pausedAt: null,
    msLeft: null,
    extendedAt: null,
    graceGivenAt: null,
    autoApprovedAt: null,
    reopenedAt: null,
    updatedAt: now,
  };
  await tx
    .insert(orderReviewClocks)
    .values({ orderId: order.id, ...fresh })
    .onConflictDoUpdate({ target: orderReviewClocks.orderId, set: fresh });
  await runClockTo(tx, { order, round, dueAt, calendar, now, startedAt: now });
  return dueAt;
}

/** The order (locked) and its clock, when its review is open. */
export async function lockOpenClock(
  tx: Db,
  orderId: number,
): Promise<{ order: OrderRow; clock: OrderReviewClockRow } | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.status !== 'delivered') return null;
  const [clock] = await tx
    .select()
    .from(orderReviewClocks)
    .where(eq(orderReviewClocks.orderId, orderId));
  if (!clock || clock.round !== order.revisionsUsed + 1) return null;
  return { order, clock };
}

/**
 * Stops a running clock, keeping the business time it had left: `paused` while a question of
 * the customer's waits for staff, `stopped` when nobody could be reminded. Answers whether it
 * stopped (false: no open review, or not running).
 */
export async function pauseReviewClock(
  tx: Db,
  options: {
    orderId: number;
    now: Date;
    actor: ReviewActor;
    state: 'paused' | 'stopped';
    reason: string;
  },
): Promise<boolean> {
  const open = await lockOpenClock(tx, options.orderId);
  if (open?.clock.state !== 'running' || !open.order.reviewDueAt) return false;
  const { order, clock } = open;
  const calendar = await loadOrderCalendar(tx, order, clock.countryCode, options.now);
  const msLeft = businessTimeBetween(options.now, open.order.reviewDueAt, calendar);
  await tx
    .update(orderReviewClocks)
    .set({ state: options.state, pausedAt: options.now, msLeft, updatedAt: options.now })
    .where(eq(orderReviewClocks.orderId, order.id));
  await tx.update(orders).set({ reviewDueAt: null }).where(eq(orders.id, order.id));
  await appendReviewEvent(tx, {
    orderId: order.id,
    kind: 'reviewPaused',
    actor: options.actor,
    round: clock.round,
    details: { reason: options.reason, hoursLeft: Math.round(msLeft / hourMs) },
    now: options.now,
  });
  return true;
}

/** Runs a paused clock again from `now` with the business time it had left. */
export async function resumeReviewClock(
  tx: Db,
  options: { orderId: number; now: Date; actor: ReviewActor },
): Promise<boolean> {
  const open = await lockOpenClock(tx, options.orderId);
  if (open?.clock.state !== 'paused') return false;
  const { order, clock } = open;
  const calendar = await loadOrderCalendar(tx, order, clock.countryCode, options.now);
  const dueAt = addBusinessTime(options.now, clock.msLeft ?? 0, calendar);
  await tx
    .update(orderReviewClocks)
    .set({ state: 'running', pausedAt: null, msLeft: null, updatedAt: options.now })
    .where(eq(orderReviewClocks.orderId, order.id));
  await runClockTo(tx, {
    order,
    round: clock.round,
    dueAt,
    calendar,
    now: options.now,
    startedAt: clock.startedAt,
  });
  await appendReviewEvent(tx, {
    orderId: order.id,
    kind: 'reviewResumed',
    actor: options.actor,
    round: clock.round,
    details: { dueAt: dueAt.toISOString() },
    now: options.now,
  });
  return true;
}

/**
 * Moves a running clock's end `hours` of business time later: the customer's one extension of
 * the round (`customer`), or the clock's own grace for reminders that had not gone out. Answers
 * the new due moment.
 */
export async function extendReviewClock(
  tx: Db,
  options: {
    open: { order: OrderRow; clock: OrderReviewClockRow };
    now: Date;
    actor: ReviewActor;
    by: 'customer' | 'grace';
    from: Date;
    hours: number;
  },
): Promise<Date> {
  const { order, clock } = options.open;
  const calendar = await loadOrderCalendar(tx, order, clock.countryCode, options.now);
  const dueAt = addBusinessTime(options.from, options.hours * hourMs, calendar);
  await tx
    .update(orderReviewClocks)
    .set(
      options.by === 'customer'
        ? { extendedAt: options.now, updatedAt: options.now }
        : { graceGivenAt: options.now, updatedAt: options.now },
    )
    .where(eq(orderReviewClocks.orderId, order.id));
  await runClockTo(tx, {
    order,
    round: clock.round,
    dueAt,
    calendar,
    now: options.now,
    startedAt: clock.startedAt,
  });
  await appendReviewEvent(tx, {
    orderId: order.id,
    kind: 'reviewExtended',
    actor: options.actor,
    round: clock.round,
    details: { hours: options.hours, by: options.by, dueAt: dueAt.toISOString() },
    now: options.now,
  });
  return dueAt;
}
