import type { TPaymentStatus } from '@deckhand/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  gatewayEvents,
  type PaymentMethodRow,
  type PaymentRow,
  paymentMethods,
  payments,
  teams,
} from '../../../db/schema/index.ts';

export type NewPaymentRow = typeof payments.$inferInsert;

/** The payment a team made with this idempotency key, if any. */
export async function getPaymentByKey(
  db: Db,
  teamId: number,
  idempotencyKey: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.teamId, teamId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** Inserts a payment unless the team already used its idempotency key: null then. */
export async function insertPaymentOnce(db: Db, row: NewPaymentRow): Promise<PaymentRow | null> {
  const [inserted] = await db
    .insert(payments)
    .values(row)
    .onConflictDoNothing({ target: [payments.teamId, payments.idempotencyKey] })
    .returning();
  return inserted ?? null;
}

/** A live card of the team (not removed); invoice methods are not charged by the gateway. */
export async function getLiveCard(
  db: Db,
  teamId: number,
  paymentMethodId: number,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, paymentMethodId),
        eq(paymentMethods.teamId, teamId),
        eq(paymentMethods.kind, 'card'),
        isNull(paymentMethods.removedAt),
      ),
    );
  return row ?? null;
}

export async function getTeamCustomer(
  db: Db,
  teamId: number,
): Promise<{ id: number; name: string; customerRef: string | null } | null> {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, customerRef: teams.gatewayCustomerId })
    .from(teams)
    .where(eq(teams.id, teamId));
  return row ?? null;
}

/** Keeps the first gateway customer stored for a team; answers the one that is stored. */
export async function storeTeamCustomer(
  db: Db,
  teamId: number,
  customerRef: string,
): Promise<string> {
  await db
    .update(teams)
    .set({ gatewayCustomerId: customerRef })
    .where(and(eq(teams.id, teamId), isNull(teams.gatewayCustomerId)));
  const team = await getTeamCustomer(db, teamId);
  return team?.customerRef ?? customerRef;
}

/**
 * Moves a payment to a new status only from one of `from`: the one statement two settlers race
 * on (the second waits for the first's row lock and then matches nothing). Null when the payment
 * was not in one of those statuses.
 */
export async function transitionPayment(
  db: Db,
  options: {
    where: { id: number } | { gatewayPaymentId: string };
    from: readonly TPaymentStatus[];
    /** Only a payment that failed for this reason. */
    failureCode?: string;
    set: Partial<NewPaymentRow> & { status: TPaymentStatus };
    now: Date;
  },
): Promise<PaymentRow | null> {
  const { where, from, failureCode, set, now } = options;
  const match =
    'id' in where
      ? eq(payments.id, where.id)
      : eq(payments.gatewayPaymentId, where.gatewayPaymentId);
  const [row] = await db
    .update(payments)
    .set({ ...set, updatedAt: now })
    .where(
      and(
        match,
        inArray(payments.status, [...from]),
        failureCode === undefined ? undefined : eq(payments.failureCode, failureCode),
      ),
    )
    .returning();
  return row ?? null;
}

export async function getPaymentById(db: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function getPaymentByGatewayId(
  db: Db,
  gatewayPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, gatewayPaymentId));
  return row ?? null;
}

/** Records a gateway event; false when its id was recorded before (a redelivery). */
export async function recordGatewayEvent(
  db: Db,
  event: { id: string; type: string; occurredAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(gatewayEvents)
    .values(event)
    .onConflictDoNothing({ target: gatewayEvents.id })
    .returning({ id: gatewayEvents.id });
  return rows.length > 0;
}

/** The receipt number of a payment: 'DH-' and the id, at least six digits. */
export const receiptNumberOf = (paymentId: number) => `DH-${String(paymentId).padStart(6, '0')}`;
