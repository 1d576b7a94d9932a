import {
  subscriptionMessages as m,
  type TPaymentResult,
  type TSubscription,
  type TSubscriptionChangeResponse,
  type TSubscriptionPlan,
  type TSubscriptionPurchaseRequest,
  type TSubscriptionResponse,
  toServerTimestamp,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow, SubscriptionPlanRow, SubscriptionRow } from '../../../db/schema/index.ts';
import type { TeamActor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { formatCardLabel } from '../payments/payment-summary.ts';
import type { Payments } from '../payments/payments.service.ts';
import {
  getRenewalRetryUntil,
  isGatewayUnanswered,
  renewSubscription,
  retryRenewalLater,
  type SubscriptionPaymentDetails,
  scheduleRenewal,
} from './renewal.service.ts';
import {
  clearSuspension,
  endSubscription,
  getLiveSubscription,
  getPlan,
  getSubscriptionById,
  hasPaymentWithKey,
  insertSubscription,
  listPlans,
  type SubscriptionView,
  updateSubscription,
  updateTeam,
} from './subscription.queries.ts';

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCMonth(result.getUTCMonth() + months);
  // 31 January + 1 month: the last day of February, not 3 March.
  if (result.getUTCDate() !== day) result.setUTCDate(0);
  return result;
}

export function toSubscriptionPlan(row: SubscriptionPlanRow): TSubscriptionPlan {
  return {
    key: row.key,
    name: row.name,
    amount: row.amount,
    currency: row.currency,
    intervalMonths: row.intervalMonths,
    turnaroundHours: row.turnaroundHours,
    dailyCapacity: row.dailyCapacity,
    features: row.features,
  };
}

/** `renewalRetryUntil`: getRenewalRetryUntil's answer (set while the renewal waits). */
export function toSubscription(
  { subscription, plan, card }: SubscriptionView,
  renewalRetryUntil: Date | null,
): TSubscription {
  return {
    id: subscription.id,
    planKey: plan.key,
    planName: plan.name,
    status: subscription.status,
    currentPeriodStart: toServerTimestamp(subscription.currentPeriodStart),
    currentPeriodEnd: toServerTimestamp(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pausedAt: subscription.pausedAt ? toServerTimestamp(subscription.pausedAt) : null,
    amount: plan.amount,
    currency: plan.currency,
    intervalMonths: plan.intervalMonths,
    methodLabel: card ? formatCardLabel(card) : null,
    cardLast4: card?.last4 ?? null,
    renewalRetryUntil: renewalRetryUntil ? toServerTimestamp(renewalRetryUntil) : null,
  };
}

/** The subscription as the customer sees it, with the wait of its renewal for the gateway. */
async function readSubscription(db: Db, view: SubscriptionView): Promise<TSubscription> {
  return toSubscription(view, await getRenewalRetryUntil(db, view.subscription));
}

/** GET /billing/subscription-plans (public). */
export async function getSubscriptionPlans({ db }: { db: Db }) {
  return { plans: (await listPlans(db)).map(toSubscriptionPlan) };
}

/**
 * A team of customerType subscription without a live subscription has a plan agreed outside the
 * checkout (an enterprise contract, like the demo's Contoso Enterprise): its daily capacity.
 */
function hasContractPlan(actor: TeamActor): boolean {
  return actor.account.team?.customerType === 'subscription';
}

/** GET /billing/subscription: the team's live subscription or null, else its contract plan. */
export async function getSubscription({
  db,
  actor,
}: {
  db: Db;
  actor: TeamActor;
}): Promise<TSubscriptionResponse> {
  const view = await getLiveSubscription(db, actor.membership.teamId);
  if (view) return { subscription: await readSubscription(db, view), contractPlan: null };
  const dailyCapacity = actor.account.team?.dailyCapacity ?? 0;
  return {
    subscription: null,
    contractPlan: hasContractPlan(actor)
      ? { dailyCapacity: dailyCapacity > 0 ? dailyCapacity : null }
      : null,
  };
}

/**
 * POST /billing/subscription: buys a plan with a saved card. A retry with the same key answers
 * the first result (even once the subscription exists); a team with a live subscription is
 * refused. The subscription itself is made by fulfilSubscription when the payment succeeds.
 */
export async function purchaseSubscription(options: {
  db: Db;
  payments: Payments;
  actor: TeamActor;
  input: TSubscriptionPurchaseRequest;
}): Promise<TPaymentResult> {
  const { db, payments, actor, input } = options;
  const teamId = actor.membership.teamId;
  const isRetry = await hasPaymentWithKey(db, teamId, input.idempotencyKey);
  if (!isRetry && (hasContractPlan(actor) || (await getLiveSubscription(db, teamId)))) {
    throw new AppError('BAD_REQUEST', m.alreadySubscribed);
  }
  const plan = await getPlan(db, input.planKey);
  if (!plan) {
    throw new AppError('VALIDATION', undefined, { fieldErrors: { planKey: [m.planNotFound] } });
  }
  const details: SubscriptionPaymentDetails = { planKey: plan.key };
  return payments.start({
    actor: { userId: actor.userId, teamId },
    purpose: 'subscription',
    description: m.paymentDescription(plan.name),
    amount: plan.amount,
    currency: plan.currency,
    paymentMethodId: input.paymentMethodId,
    idempotencyKey: input.idempotencyKey,
    fingerprint: { planKey: plan.key, paymentMethodId: input.paymentMethodId },
    details: { ...details },
  });
}

/**
 * The subscription purpose's fulfilment (payments core), in the transaction that marks the
 * payment succeeded. A purchase starts the subscription and gives the team its daily capacity
 * (the subscription navigation of §2.6); a renewal extends the period it renews (once: the
 * period end must still match) and lifts a failedPaymentCard suspension. Each schedules the
 * next renewal.
 */
export async function fulfilSubscription(tx: Db, payment: PaymentRow): Promise<void> {
  const details = payment.details as Partial<SubscriptionPaymentDetails>;
  const now = payment.paidAt ?? new Date();
  if (typeof details.renewalOf === 'number') {
    const view = await getSubscriptionById(tx, details.renewalOf, { forUpdate: true });
    if (!view || view.subscription.teamId !== payment.teamId) return;
    const { subscription, plan } = view;
    if (subscription.currentPeriodEnd.toISOString() !== details.periodEnd) return;
    const renewed = await updateSubscription(tx, subscription.id, {
      status: subscription.status === 'paused' ? 'paused' : 'active',
      currentPeriodStart: subscription.currentPeriodEnd,
      currentPeriodEnd: addMonths(subscription.currentPeriodEnd, plan.intervalMonths),
      ...(payment.paymentMethodId === null ? {} : { paymentMethodId: payment.paymentMethodId }),
    });
    await clearSuspension(tx, payment.teamId, 'failedPaymentCard');
    await scheduleRenewal(tx, renewed);
    return;
  }

  const plan = await getPlan(tx, details.planKey ?? '');
  if (!plan) throw new Error(`payment ${payment.id}: no plan ${String(details.planKey)}`);
  const live = await getLiveSubscription(tx, payment.teamId, { forUpdate: true });
  let subscription: SubscriptionRow;
  if (live) {
    // Two purchases raced past the check: the second payment buys one more period, never lost.
    subscription = await updateSubscription(tx, live.subscription.id, {
      currentPeriodEnd: addMonths(live.subscription.currentPeriodEnd, plan.intervalMonths),
    });
  } else {
    subscription = await insertSubscription(tx, {
      teamId: payment.teamId,
      planKey: plan.key,
      status: 'active',
      paymentMethodId: payment.paymentMethodId,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, plan.intervalMonths),
    });
  }
  await updateTeam(tx, payment.teamId, {
    customerType: 'subscription',
    dailyCapacity: plan.dailyCapacity,
  });
  await scheduleRenewal(tx, subscription);
}

async function requireLiveSubscription(tx: Db, actor: TeamActor): Promise<SubscriptionView> {
  const view = await getLiveSubscription(tx, actor.membership.teamId, { forUpdate: true });
  if (!view) throw new AppError('NOT_FOUND', m.noSubscription);
  return view;
}

async function answerChange(
  db: Db,
  subscriptionId: number,
  message: string,
): Promise<TSubscriptionChangeResponse> {
  const view = await getSubscriptionById(db, subscriptionId);
  if (!view) throw new AppError('NOT_FOUND', m.noSubscription);
  return { subscription: await readSubscription(db, view), message };
}

/** POST pause: active -> paused; renewals are skipped while paused. */
export async function pauseSubscription({ db, actor }: { db: Db; actor: TeamActor }) {
  const id = await db.transaction(async (tx) => {
    const { subscription } = await requireLiveSubscription(tx, actor);
    if (subscription.status !== 'active') throw new AppError('BAD_REQUEST', m.notActive);
    await updateSubscription(tx, subscription.id, { status: 'paused', pausedAt: new Date() });
    return subscription.id;
  });
  return answerChange(db, id, m.paused);
}

/** POST cancel: the plan runs to the end of the period, then ends (a paused one past it ends now). */
export async function cancelSubscription({ db, actor }: { db: Db; actor: TeamActor }) {
  const id = await db.transaction(async (tx) => {
    const { subscription } = await requireLiveSubscription(tx, actor);
    if (subscription.status === 'pastDue') throw new AppError('BAD_REQUEST', m.notCancellable);
    if (subscription.cancelAtPeriodEnd) throw new AppError('BAD_REQUEST', m.alreadyEnding);
    const now = new Date();
    if (subscription.status === 'paused' && subscription.currentPeriodEnd <= now) {
      await endSubscription(tx, subscription, now);
    } else {
      await updateSubscription(tx, subscription.id, { cancelAtPeriodEnd: true });
    }
    return subscription.id;
  });
  return answerChange(db, id, m.cancelled);
}

/**
 * POST resume: paused -> active; a period that ended while paused renews now. A gateway that does
 * not answer leaves it active and waiting: its renewal job is queued again.
 */
export async function resumeSubscription({
  db,
  payments,
  actor,
}: {
  db: Db;
  payments: Payments;
  actor: TeamActor;
}) {
  const subscription = await db.transaction(async (tx) => {
    const view = await requireLiveSubscription(tx, actor);
    if (view.subscription.status !== 'paused') throw new AppError('BAD_REQUEST', m.notPaused);
    return updateSubscription(tx, view.subscription.id, { status: 'active', pausedAt: null });
  });
  const now = new Date();
  if (subscription.currentPeriodEnd <= now) {
    try {
      await renewSubscription({
        db,
        payments,
        subscriptionId: subscription.id,
        periodEnd: subscription.currentPeriodEnd.toISOString(),
        now,
      });
    } catch (error) {
      if (!isGatewayUnanswered(error)) throw error;
      await retryRenewalLater(db, subscription, now);
    }
  }
  const view = await getSubscriptionById(db, subscription.id);
  const message = view?.subscription.status === 'pastDue' ? m.overdueText : m.resumed;
  return answerChange(db, subscription.id, message);
}
