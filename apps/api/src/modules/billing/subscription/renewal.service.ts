import {
  subscriptionMessages as m,
  type TPaymentResult,
  type TSubscriptionRetryRequest,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { SubscriptionRow } from '../../../db/schema/index.ts';
import type { TeamActor } from '../../../platform/auth/actor.ts';
import { AppError, isAppError } from '../../../platform/http/app-error.ts';
import { defaultRetryDelayMs, type JobHandler } from '../../../platform/jobs/job-runner.ts';
import {
  requeueJob,
  type ScheduleJobInput,
  scheduleJob,
} from '../../../platform/jobs/schedule-job.ts';
import type { Payments } from '../payments/payments.service.ts';
import {
  endSubscription,
  getLiveSubscription,
  getPaymentWithKey,
  getSubscriptionById,
  getTeamPayerId,
  hasPaymentWithKey,
  type SubscriptionView,
  suspendTeam,
  updateSubscription,
} from './subscription.queries.ts';

/**
 * Renewals: the job that charges each period once, the wait while the gateway does not answer,
 * the failure that suspends the team, and Pay now for an overdue period. Their payment is
 * fulfilled by fulfilSubscription.
 */

/** The job kind of a renewal; its key is `renew:<subscriptionId>:<periodEnd ISO>`. */
export const renewalJobKind = 'subscriptionRenewal';

/**
 * How long a renewal waits for a payment gateway that does not answer (a timeout, a 5xx, a
 * dropped connection) before the subscription becomes overdue: the job runner tries it again
 * meanwhile (its default attempts span about four days).
 */
export const renewalGraceDays = 3;
const renewalGraceMs = renewalGraceDays * 24 * 60 * 60 * 1000;

/** What the payment of a subscription carries (payments.details). */
export interface SubscriptionPaymentDetails {
  planKey: string;
  /** Set on a renewal: the subscription renewed and the end of the period it renews. */
  renewalOf?: number;
  periodEnd?: string;
}

type PeriodOf = Pick<SubscriptionRow, 'id' | 'currentPeriodEnd'>;

function renewalKey(subscription: PeriodOf): string {
  return `${subscription.id}:${subscription.currentPeriodEnd.toISOString()}`;
}

/** The idempotency key of the payment that renews the period (the job's charge). */
const renewalPaymentKey = (subscription: PeriodOf) => `renewal:${renewalKey(subscription)}`;
const renewalJobKey = (subscription: PeriodOf) => `renew:${renewalKey(subscription)}`;

/** The renewal job of the subscription's period, to run at `runAt`. */
function renewalJob(subscription: PeriodOf, runAt: Date): ScheduleJobInput {
  return {
    kind: renewalJobKind,
    key: renewalJobKey(subscription),
    runAt,
    payload: {
      subscriptionId: subscription.id,
      periodEnd: subscription.currentPeriodEnd.toISOString(),
    },
  };
}

export async function scheduleRenewal(tx: Db, subscription: SubscriptionRow): Promise<void> {
  await scheduleJob(tx, renewalJob(subscription, subscription.currentPeriodEnd));
}

/** Whether payments.start failed because the gateway did not answer (it throws 503 then). */
export function isGatewayUnanswered(error: unknown): boolean {
  return isAppError(error) && error.code === 'UNAVAILABLE';
}

/**
 * Until when the renewal of the subscription's period waits for the gateway, when it waits: the
 * subscription is active and the period's renewal payment failed without an answer (a refusal
 * makes it past due at once). The grace period runs from the period's end, or from the first
 * attempt when that came later (a plan resumed after its period, a renewal run late).
 */
export async function getRenewalRetryUntil(
  db: Db,
  subscription: SubscriptionRow,
): Promise<Date | null> {
  if (subscription.status !== 'active') return null;
  const payment = await getPaymentWithKey(db, subscription.teamId, renewalPaymentKey(subscription));
  if (payment?.status !== 'failed') return null;
  return getRenewalDeadline(subscription, payment.createdAt);
}

function getRenewalDeadline(subscription: SubscriptionRow, firstAttemptAt: Date): Date {
  const start = Math.max(subscription.currentPeriodEnd.getTime(), firstAttemptAt.getTime());
  return new Date(start + renewalGraceMs);
}

/**
 * Starts the payment of the period a subscription is in (a renewal, by the job or by Pay now):
 * fulfilSubscription extends exactly that period when it succeeds.
 */
function startRenewalPayment(
  payments: Payments,
  options: {
    userId: number;
    view: SubscriptionView;
    paymentMethodId: number;
    idempotencyKey: string;
    fingerprint: Record<string, unknown>;
    offSession?: boolean;
  },
): Promise<TPaymentResult> {
  const { subscription, plan } = options.view;
  const details: SubscriptionPaymentDetails = {
    planKey: plan.key,
    renewalOf: subscription.id,
    periodEnd: subscription.currentPeriodEnd.toISOString(),
  };
  return payments.start({
    actor: { userId: options.userId, teamId: subscription.teamId },
    purpose: 'subscription',
    description: m.renewalDescription(plan.name),
    amount: plan.amount,
    currency: plan.currency,
    paymentMethodId: options.paymentMethodId,
    idempotencyKey: options.idempotencyKey,
    fingerprint: options.fingerprint,
    details: { ...details },
    ...(options.offSession ? { offSession: true } : {}),
  });
}

/** Records a renewal that could not be charged: past due, and the team suspended (§3). */
async function markRenewalFailed(
  db: Db,
  subscription: SubscriptionRow,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateSubscription(tx, subscription.id, { status: 'pastDue' });
    const periodEnd = subscription.currentPeriodEnd.toISOString().slice(0, 10);
    await suspendTeam(tx, subscription.teamId, {
      reason: 'failedPaymentCard',
      comment: `The renewal due on ${periodEnd} failed: ${reason}`.slice(0, 500),
      at: new Date(),
    });
  });
}

/**
 * Charges the period that ends at `periodEnd`, off-session, once (idempotency key
 * `renewal:<id>:<periodEnd>`). A refused card makes it past due and suspends the team; a gateway
 * that does not answer throws (the job tries again) until the grace period has passed, then it
 * counts as failed; a subscription set to end ends instead; a paused one is skipped (resume
 * renews it).
 */
export async function renewSubscription(options: {
  db: Db;
  payments: Payments;
  subscriptionId: number;
  periodEnd: string;
  /** The time of this attempt (the job runner's), against which the grace period is read. */
  now: Date;
}): Promise<void> {
  const { db, payments } = options;
  const view = await getSubscriptionById(db, options.subscriptionId);
  if (!view) return;
  const { subscription, card } = view;
  if (subscription.status === 'cancelled' || subscription.status === 'pastDue') return;
  if (subscription.currentPeriodEnd.toISOString() !== options.periodEnd) return;
  if (subscription.cancelAtPeriodEnd) {
    await db.transaction(async (tx) => {
      const locked = await getSubscriptionById(tx, subscription.id, { forUpdate: true });
      if (locked?.subscription.status === 'cancelled') return;
      await endSubscription(tx, subscription, new Date());
    });
    return;
  }
  if (subscription.status === 'paused') return;
  if (!card) {
    await markRenewalFailed(db, subscription, 'no card on file.');
    return;
  }
  const payerId = await getTeamPayerId(db, subscription.teamId);
  if (payerId === null) return;
  try {
    const result = await startRenewalPayment(payments, {
      userId: payerId,
      view,
      paymentMethodId: card.id,
      idempotencyKey: renewalPaymentKey(subscription),
      fingerprint: { subscriptionId: subscription.id, periodEnd: options.periodEnd },
      offSession: true,
    });
    if (result.payment.status === 'requiresAction') {
      await markRenewalFailed(db, subscription, 'the bank asked for a confirmation.');
    }
  } catch (error) {
    // The gateway's refusal (400) suspends at once.
    if (isAppError(error) && error.code === 'BAD_REQUEST') {
      await markRenewalFailed(db, subscription, error.message);
      return;
    }
    // No answer: the job tries again with backoff until the grace period has passed. Anything
    // else (the database) is retried too, and never suspends.
    if (isGatewayUnanswered(error)) {
      const retryUntil = await getRenewalRetryUntil(db, subscription);
      if (retryUntil && options.now >= retryUntil) {
        await markRenewalFailed(
          db,
          subscription,
          `the bank could not be reached for ${renewalGraceDays} days.`,
        );
        return;
      }
    }
    throw error;
  }
}

/**
 * A renewal made at once (resume after the period ended) that met a gateway outage: the period's
 * renewal job, done while the plan was paused, is queued again, so the runner tries it again with
 * backoff like any renewal, first after the delay a failed attempt waits.
 */
export async function retryRenewalLater(
  db: Db,
  subscription: SubscriptionRow,
  now: Date,
): Promise<void> {
  const runAt = new Date(now.getTime() + defaultRetryDelayMs(1));
  if (await scheduleJob(db, renewalJob(subscription, runAt))) return;
  await requeueJob(db, renewalJobKey(subscription), runAt);
}

/** The renewal job's handler (payload: subscriptionId, periodEnd). */
export function createRenewalJobHandler({ payments }: { payments: Payments }): JobHandler {
  return async (job, { db, now }) => {
    const { subscriptionId, periodEnd } = job.payload as {
      subscriptionId?: unknown;
      periodEnd?: unknown;
    };
    if (typeof subscriptionId !== 'number' || typeof periodEnd !== 'string') {
      throw new Error(`renewal job ${job.id}: bad payload`);
    }
    await renewSubscription({ db, payments, subscriptionId, periodEnd, now });
  };
}

/**
 * POST retry ("Pay now"): pays the overdue renewal with the chosen card. Success extends the
 * period, lifts the failedPaymentCard suspension (fulfilSubscription) and makes the card the
 * subscription's card.
 */
export async function retryRenewal(options: {
  db: Db;
  payments: Payments;
  actor: TeamActor;
  input: TSubscriptionRetryRequest;
}): Promise<TPaymentResult> {
  const { db, payments, actor, input } = options;
  const view = await getLiveSubscription(db, actor.membership.teamId);
  if (!view) throw new AppError('NOT_FOUND', m.noSubscription);
  const { subscription } = view;
  const isRetry = await hasPaymentWithKey(db, actor.membership.teamId, input.idempotencyKey);
  if (subscription.status !== 'pastDue' && !isRetry) {
    throw new AppError('BAD_REQUEST', m.nothingOverdue);
  }
  return startRenewalPayment(payments, {
    userId: actor.userId,
    view,
    paymentMethodId: input.paymentMethodId,
    idempotencyKey: input.idempotencyKey,
    fingerprint: { subscriptionId: subscription.id, retry: true },
  });
}
