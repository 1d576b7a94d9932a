import { creditMessages, type TCreditEntryKind } from '@deckhand/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type CreditEntryRow, creditEntries, teams } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';

/**
 * The credit ledger (credit_entries, append-only) and the balance beside it (teams.credit_balance).
 * Every movement goes through appendCreditEntry inside a transaction: the team's row is locked,
 * a (team, kind, reference) already written is answered as it stands, then ONE statement moves
 * the balance only if it stays >= 0, and the entry records the balance it left.
 */

export interface CreditEntryInput {
  teamId: number;
  kind: TCreditEntryKind;
  /** Signed minor units: purchase and refund > 0, spend < 0, adjustment either (not 0). */
  amount: number;
  reason: string;
  /** What caused it ('payment:12', 'order:34'): unique per team and kind. */
  reference: string;
  paymentId?: number | null;
  userId?: number | null;
  /** When it happened; now unless told (the demo seed writes past entries). */
  createdAt?: Date;
}

export interface AppendedCreditEntry {
  entry: CreditEntryRow;
  /** False when the same (team, kind, reference) was already written: nothing moved. */
  created: boolean;
}

export const insufficientCredits = () =>
  new AppError('BAD_REQUEST', creditMessages.insufficientCredits);

function checkSign(kind: TCreditEntryKind, amount: number): void {
  const isValid =
    Number.isSafeInteger(amount) &&
    (kind === 'spend' ? amount < 0 : kind === 'adjustment' ? amount !== 0 : amount > 0);
  if (!isValid) throw new Error(`credit ledger: ${kind} of ${amount} has the wrong sign`);
}

async function findEntry(
  tx: Db,
  input: Pick<CreditEntryInput, 'teamId' | 'kind' | 'reference'>,
): Promise<CreditEntryRow | undefined> {
  const [entry] = await tx
    .select()
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.teamId, input.teamId),
        eq(creditEntries.kind, input.kind),
        eq(creditEntries.reference, input.reference),
      ),
    );
  return entry;
}

/**
 * Appends one entry and moves the balance with it. Call inside a transaction (`tx`): the caller's
 * other writes (an order, a payment's status) commit or roll back with it. A spend that would
 * take the balance below zero throws the insufficient-credits AppError (400) and changes nothing.
 */
export async function appendCreditEntry(
  tx: Db,
  input: CreditEntryInput,
): Promise<AppendedCreditEntry> {
  checkSign(input.kind, input.amount);
  // Serialises every ledger write of this team, so the duplicate check below cannot race.
  const [locked] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.id, input.teamId))
    .for('update');
  if (!locked) throw new Error(`credit ledger: team ${input.teamId} does not exist`);

  const existing = await findEntry(tx, input);
  if (existing) return { entry: existing, created: false };

  const [moved] = await tx
    .update(teams)
    .set({ creditBalance: sql`${teams.creditBalance} + ${input.amount}` })
    .where(and(eq(teams.id, input.teamId), sql`${teams.creditBalance} + ${input.amount} >= 0`))
    .returning({ balance: teams.creditBalance });
  if (!moved) throw insufficientCredits();

  const [entry] = await tx
    .insert(creditEntries)
    .values({
      teamId: input.teamId,
      kind: input.kind,
      amount: input.amount,
      balanceAfter: moved.balance,
      reason: input.reason,
      reference: input.reference,
      paymentId: input.paymentId ?? null,
      createdByUserId: input.userId ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!entry) throw new Error('credit ledger: the entry was not written');
  return { entry, created: true };
}

export interface SpendInput {
  teamId: number;
  /** Credits to take, positive minor units. */
  amount: number;
  reason: string;
  reference: string;
  userId?: number | null;
}

/**
 * Takes credits in a transaction of its own, or, given a transaction, in a savepoint of it
 * (so the order form spends and writes its order in one transaction).
 */
export function spendCredits(db: Db, input: SpendInput): Promise<AppendedCreditEntry> {
  return db.transaction((tx) =>
    appendCreditEntry(tx, { ...input, kind: 'spend', amount: -input.amount }),
  );
}

/** The team's balance as stored beside the ledger (minor units). */
export async function getBalance(db: Db, teamId: number): Promise<number> {
  const [row] = await db
    .select({ balance: teams.creditBalance })
    .from(teams)
    .where(eq(teams.id, teamId));
  return row?.balance ?? 0;
}

/** The sum of the team's entries: always equal to getBalance (tests check it). */
export async function sumEntries(db: Db, teamId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${creditEntries.amount})` })
    .from(creditEntries)
    .where(eq(creditEntries.teamId, teamId));
  return Number(row?.total ?? 0);
}
