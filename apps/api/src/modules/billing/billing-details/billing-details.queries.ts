import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type BillingProfileRow,
  billingProfiles,
  type PaymentMethodRow,
  paymentMethods,
  teams,
} from '../../../db/schema/index.ts';

/** Drizzle only: the billing profile and payment methods of one team. */

export type BillingProfileValues = Omit<BillingProfileRow, 'teamId' | 'updatedAt'>;

export async function selectBillingProfile(
  db: Db,
  teamId: number,
): Promise<BillingProfileRow | null> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.teamId, teamId));
  return row ?? null;
}

export async function upsertBillingProfile(
  db: Db,
  teamId: number,
  values: BillingProfileValues,
): Promise<BillingProfileRow> {
  const now = new Date();
  const [row] = await db
    .insert(billingProfiles)
    .values({ teamId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: billingProfiles.teamId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('billing profile upsert returned no row');
  return row;
}

const live = (teamId: number) =>
  and(eq(paymentMethods.teamId, teamId), isNull(paymentMethods.removedAt));

/** Live methods, the default first, then the newest. */
export function selectLivePaymentMethods(db: Db, teamId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(live(teamId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
}

export async function selectLivePaymentMethod(
  db: Db,
  teamId: number,
  id: number,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(live(teamId), eq(paymentMethods.id, id)));
  return row ?? null;
}

/**
 * Locks the team row for the rest of the transaction: changes to a team's methods (which one is
 * the default) run one after another, so the one-default index never refuses a concurrent add.
 */
export async function lockTeam(tx: Db, teamId: number) {
  const [row] = await tx
    .select({ id: teams.id, name: teams.name, gatewayCustomerId: teams.gatewayCustomerId })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  if (!row) throw new Error(`team ${teamId} not found`);
  return row;
}

export async function hasLiveDefault(tx: Db, teamId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(live(teamId), eq(paymentMethods.isDefault, true)));
  return row !== undefined;
}

export type NewPaymentMethod = Omit<
  typeof paymentMethods.$inferInsert,
  'id' | 'teamId' | 'createdAt' | 'removedAt'
>;

export async function insertPaymentMethod(
  tx: Db,
  teamId: number,
  values: NewPaymentMethod,
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ ...values, teamId })
    .returning();
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}

export async function updatePaymentMethodRow(
  tx: Db,
  teamId: number,
  id: number,
  values: Partial<NewPaymentMethod> & { removedAt?: Date },
): Promise<PaymentMethodRow | null> {
  const [row] = await tx
    .update(paymentMethods)
    .set(values)
    .where(and(live(teamId), eq(paymentMethods.id, id)))
    .returning();
  return row ?? null;
}

/** Takes the default away from every live method of the team (before another gets it). */
export async function clearDefault(tx: Db, teamId: number): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(live(teamId), eq(paymentMethods.isDefault, true)));
}

/** The newest live method, which becomes the default when the default is removed. */
export async function selectNewestLive(tx: Db, teamId: number): Promise<PaymentMethodRow | null> {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(live(teamId))
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return row ?? null;
}
