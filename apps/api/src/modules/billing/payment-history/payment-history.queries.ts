import type { TPaymentSortOption, TSortDirection } from '@deckhand/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type BillingProfileRow,
  billingProfiles,
  type PaymentRow,
  paymentMethods,
  payments,
  teams,
} from '../../../db/schema/index.ts';

const sortColumns = { date: payments.createdAt, amount: payments.amount } as const;

/**
 * One page of a team's payments (index payments_team_idx on team_id, created_at). Ties are
 * broken by id in the same direction, so pages never repeat or skip a row.
 */
export async function listTeamPayments(
  db: Db,
  options: {
    teamId: number;
    page: number;
    limit: number;
    sort: { option: TPaymentSortOption; direction: TSortDirection };
  },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const order = options.sort.direction === 'asc' ? asc : desc;
  const where = eq(payments.teamId, options.teamId);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(order(sortColumns[options.sort.option]), order(payments.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  const [totals] = await db.select({ total: count() }).from(payments).where(where);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** A payment of this team; null for another team's id or none. */
export async function findTeamPayment(
  db: Db,
  teamId: number,
  paymentId: number,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.teamId, teamId)));
  return row ?? null;
}

export interface ReceiptRows {
  payment: PaymentRow;
  teamName: string;
  profile: BillingProfileRow | null;
  /** The VAT number of the method the payment used, if it has one. */
  methodVat: string | null;
}

/** What a receipt prints: the payment, the team's billing profile and the method's VAT number. */
export async function findReceiptRows(
  db: Db,
  teamId: number,
  paymentId: number,
): Promise<ReceiptRows | null> {
  const [row] = await db
    .select({
      payment: payments,
      teamName: teams.name,
      profile: billingProfiles,
      methodVat: paymentMethods.vat,
    })
    .from(payments)
    .innerJoin(teams, eq(teams.id, payments.teamId))
    .leftJoin(billingProfiles, eq(billingProfiles.teamId, payments.teamId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(and(eq(payments.id, paymentId), eq(payments.teamId, teamId)));
  return row ?? null;
}
