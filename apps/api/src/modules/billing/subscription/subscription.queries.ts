import { and, asc, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  memberships,
  type PaymentMethodRow,
  paymentMethods,
  payments as paymentsTable,
  type SubscriptionPlanRow,
  type SubscriptionRow,
  subscriptionPlans,
  subscriptions,
  teams,
} from '../../../db/schema/index.ts';

export async function listPlans(db: Db): Promise<SubscriptionPlanRow[]> {
  return db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.amount));
}

export async function getPlan(db: Db, key: string): Promise<SubscriptionPlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.key, key));
  return row ?? null;
}

/** A subscription with its plan and the card on file (null when that card was removed). */
export interface SubscriptionView {
  subscription: SubscriptionRow;
  plan: SubscriptionPlanRow;
  card: PaymentMethodRow | null;
}

/** The first subscription matching `where`, with its plan and card; `forUpdate` locks its row. */
async function findSubscriptionView(
  db: Db,
  where: SQL | undefined,
  options: { forUpdate?: boolean },
): Promise<SubscriptionView | null> {
  const query = db
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.key, subscriptions.planKey))
    .where(where)
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: subscriptions }) : await query;
  if (!row) return null;
  return { ...row, card: await getLiveCardOf(db, row.subscription) };
}

/** The team's live (not cancelled) subscription; `forUpdate` locks its row. */
export function getLiveSubscription(
  db: Db,
  teamId: number,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionView | null> {
  const isLive = and(eq(subscriptions.teamId, teamId), ne(subscriptions.status, 'cancelled'));
  return findSubscriptionView(db, isLive, options);
}

export function getSubscriptionById(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionView | null> {
  return findSubscriptionView(db, eq(subscriptions.id, id), options);
}

/** The subscription's own card if it is still live, else the team's default (else newest) card. */
async function getLiveCardOf(
  db: Db,
  subscription: SubscriptionRow,
): Promise<PaymentMethodRow | null> {
  const live = and(
    eq(paymentMethods.teamId, subscription.teamId),
    eq(paymentMethods.kind, 'card'),
    isNull(paymentMethods.removedAt),
  );
  if (subscription.paymentMethodId !== null) {
    const [own] = await db
      .select()
      .from(paymentMethods)
      .where(and(live, eq(paymentMethods.id, subscription.paymentMethodId)));
    if (own) return own;
  }
  const [fallback] = await db
    .select()
    .from(paymentMethods)
    .where(live)
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id))
    .limit(1);
  return fallback ?? null;
}

export async function insertSubscription(
  db: Db,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
}

export async function updateSubscription(
  db: Db,
  id: number,
  set: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

export async function updateTeam(
  db: Db,
  teamId: number,
  set: Partial<typeof teams.$inferInsert>,
): Promise<void> {
  await db.update(teams).set(set).where(eq(teams.id, teamId));
}

/** Lifts a suspension only if it has this reason (another reason stays). */
export async function clearSuspension(
  db: Db,
  teamId: number,
  reason: NonNullable<typeof teams.$inferSelect.suspendedReason>,
): Promise<void> {
  await db
    .update(teams)
    .set({ suspendedReason: null, suspendedComment: null, suspendedAt: null })
    .where(and(eq(teams.id, teamId), eq(teams.suspendedReason, reason)));
}

/** Who a renewal is charged on behalf of: the team's first owner (else its first member). */
export async function getTeamPayerId(db: Db, teamId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.teamId, teamId))
    .orderBy(asc(ne(memberships.role, 'owner')), asc(memberships.createdAt), asc(memberships.id))
    .limit(1);
  return row?.userId ?? null;
}

/** Suspends the team for this reason unless it is already suspended (the first reason stays). */
export async function suspendTeam(
  db: Db,
  teamId: number,
  input: {
    reason: NonNullable<typeof teams.$inferSelect.suspendedReason>;
    comment: string;
    at: Date;
  },
): Promise<void> {
  await db
    .update(teams)
    .set({ suspendedReason: input.reason, suspendedComment: input.comment, suspendedAt: input.at })
    .where(and(eq(teams.id, teamId), isNull(teams.suspendedReason)));
}

/** Whether the team already made a payment with this idempotency key (a retried request). */
export async function hasPaymentWithKey(db: Db, teamId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ id: paymentsTable.id })
    .from(paymentsTable)
    .where(and(eq(paymentsTable.teamId, teamId), eq(paymentsTable.idempotencyKey, idempotencyKey)));
  return row !== undefined;
}

/** The team's payment with this idempotency key (its state and when it was first tried). */
export async function getPaymentWithKey(db: Db, teamId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ status: paymentsTable.status, createdAt: paymentsTable.createdAt })
    .from(paymentsTable)
    .where(and(eq(paymentsTable.teamId, teamId), eq(paymentsTable.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** Ends the subscription: the team goes back to paying per order. */
export async function endSubscription(
  tx: Db,
  subscription: SubscriptionRow,
  at: Date,
): Promise<void> {
  await updateSubscription(tx, subscription.id, { status: 'cancelled', cancelledAt: at });
  await updateTeam(tx, subscription.teamId, { customerType: 'returning', dailyCapacity: null });
}
