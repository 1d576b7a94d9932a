import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { creditEntries, type PaymentRow, payments } from '../../../db/schema/index.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { createTeamWithRoles } from '../../../test/team-factory.ts';
import { fulfilCreditPack } from './fulfil-credit-pack.ts';
import { getBalance } from './ledger.ts';

const context = useTestContext();

async function insertPayment(db: Db, teamId: number, userId: number): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      teamId,
      userId,
      purpose: 'creditPack',
      description: 'Gold credit pack',
      amount: 500_000,
      currency: 'USD',
      status: 'succeeded',
      methodLabel: 'Visa •••• 4242',
      idempotencyKey: `key-${teamId}`,
      requestFingerprint: 'x',
      details: { packageId: 3, credits: 550_000, name: 'Gold' },
    })
    .returning();
  if (!row) throw new Error('no payment');
  return row;
}

describe('fulfilCreditPack', () => {
  it('adds the pack credits once per payment, however often it is called', async () => {
    const { db } = context.database;
    const team = await createTeamWithRoles(db);
    const payment = await insertPayment(db, team.teamId, team.owner.user.id);
    await Promise.all([1, 2, 3].map(() => db.transaction((tx) => fulfilCreditPack(tx, payment))));
    expect(await getBalance(db, team.teamId)).toBe(550_000);
    const entries = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, team.teamId));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        amount: 550_000,
        reason: 'Bought the Gold pack',
        reference: `payment:${payment.id}`,
        paymentId: payment.id,
        createdByUserId: team.owner.user.id,
      }),
    ]);
  });

  it('refuses a payment whose details carry no credits, crediting nothing', async () => {
    const { db } = context.database;
    const team = await createTeamWithRoles(db);
    const payment = await insertPayment(db, team.teamId, team.owner.user.id);
    const broken = { ...payment, details: { packageId: 3 } };
    await expect(db.transaction((tx) => fulfilCreditPack(tx, broken))).rejects.toThrow(
      'details carry no credits',
    );
    expect(await getBalance(db, team.teamId)).toBe(0);
  });
});
