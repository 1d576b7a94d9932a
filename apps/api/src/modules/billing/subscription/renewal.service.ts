import {
  subscriptionMessages as m,
  type TPaymentResult,
  type TSubscriptionRetryRequest,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { SubscriptionRow } from '../../../db/schema/index.ts';
import type { TeamActor } from '../../../platform/auth/actor.ts';
import { AppError, isAppError } from '../../../platform/http/app-error.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import { scheduleJob } from '../../../platform/jobs/schedule-job.ts';
import type { Payments } from '../payments/payments.service.ts';
import {
  endSubscription,
  getLiveSubscription,
  getSubscriptionById,
  getTeamPayerId,
  hasPaymentWithKey,
  type SubscriptionView,
  suspendTeam,
  updateSubscription,
} from './subscription.queries.ts';

/**
 * Renewals: the job that charges each period once, the failure that suspends the team, and Pay
 * now for an overdue period. Their payment is fulfilled by fulfilSubscription.
 */

/** The job kind of a renewal; its key is `renew:<subscriptionId>:<periodEnd ISO>`. */
export const renewalJobKind = 'subscriptionRenewal';

/** What the payment of a subscription carries (payments.details). */
export interface SubscriptionPaymentDetails {
  planKey: string;
  /** Set on a renewal: the subscription renewed and the end of the period it renews. */
  renewalOf?: number;
  periodEnd?: string;
}

function renewalKey(subscription: Pick<SubscriptionRow, 'id' | 'currentPeriodEnd'>): string {
  return `${subscription.id}:${subscription.currentPeriodEnd.toISOString()}`;
}

export async function scheduleRenewal(tx: Db, subscription: SubscriptionRow): Promise<void> {
  await scheduleJob(tx, {
    kind: renewalJobKind,
    key: `renew:${renewalKey(subscription)}`,
    runAt: subscription.currentPeriodEnd,
    payload: {
      subscriptionId: subscription.id,
      periodEnd: subscription.currentPeriodEnd.toISOString(),
    },
  });
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
 * `renewal:<id>:<periodEnd>`). A refused card makes it past due and suspends the team; a
 * subscription set to end ends instead; a paused one is skipped (resume renews it).
 */
export async function renewSubscription(options: {
  db: Db;
  payments: Payments;
  subscriptionId: number;
  periodEnd: string;
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
      idempotencyKey: `renewal:${renewalKey(subscription)}`,
      fingerprint: { subscriptionId: subscription.id, periodEnd: options.periodEnd },
      offSession: true,
    });
    if (result.payment.status === 'requiresAction') {
      await markRenewalFailed(db, subscription, 'the bank asked for a confirmation.');
    }
  } catch (error) {
    // The gateway's refusal (400) suspends; anything else (gateway down) is retried by the job.
    if (isAppError(error) && error.code === 'BAD_REQUEST') {
      await markRenewalFailed(db, subscription, error.message);
      return;
    }
    throw error;
  }
}

/** The renewal job's handler (payload: subscriptionId, periodEnd). */
export function createRenewalJobHandler({ payments }: { payments: Payments }): JobHandler {
  return async (job, { db }) => {
    const { subscriptionId, periodEnd } = job.payload as {
      subscriptionId?: unknown;
      periodEnd?: unknown;
    };
    if (typeof subscriptionId !== 'number' || typeof periodEnd !== 'string') {
      throw new Error(`renewal job ${job.id}: bad payload`);
    }
    await renewSubscription({ db, payments, subscriptionId, periodEnd });
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
