import { creditMessages } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { creditEntries, teams } from '../../../db/schema/index.ts';
import { isAppError } from '../../../platform/http/app-error.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { appendCreditEntry, getBalance, spendCredits, sumEntries } from './ledger.ts';

const context = useTestContext();

let teamSequence = 0;
async function createTeam(db: Db): Promise<number> {
  teamSequence += 1;
  const [team] = await db
    .insert(teams)
    .values({ name: `Ledger team ${teamSequence}` })
    .returning({ id: teams.id });
  if (!team) throw new Error('no team');
  return team.id;
}

function purchase(db: Db, teamId: number, amount: number, reference: string) {
  return db.transaction((tx) =>
    appendCreditEntry(tx, {
      teamId,
      kind: 'purchase',
      amount,
      reason: 'Bought a pack',
      reference,
    }),
  );
}

async function countEntries(db: Db, teamId: number): Promise<number> {
  const rows = await db.select().from(creditEntries).where(eq(creditEntries.teamId, teamId));
  return rows.length;
}

describe('credit ledger', () => {
  it('appends an entry with the balance it leaves, and moves the balance with it', async () => {
    const db = context.database.db;
    const teamId = await createTeam(db);
    const { entry, created } = await purchase(db, teamId, 2_500, 'payment:1');
    expect(created).toBe(true);
    expect(entry).toMatchObject({ kind: 'purchase', amount: 2_500, balanceAfter: 2_500 });
    const spent = await spendCredits(db, {
      teamId,
      amount: 1_000,
      reason: 'Order 7',
      reference: 'order:7',
    });
    expect(spent.entry).toMatchObject({ kind: 'spend', amount: -1_000, balanceAfter: 1_500 });
    expect(await getBalance(db, teamId)).toBe(1_500);
    expect(await sumEntries(db, teamId)).toBe(1_500);
  });

  it('refuses a spend beyond the balance with the contract message and changes nothing', async () => {
    const db = context.database.db;
    const teamId = await createTeam(db);
    await purchase(db, teamId, 100, 'payment:2');
    const refusal = await spendCredits(db, {
      teamId,
      amount: 101,
      reason: 'Order',
      reference: 'order:big',
    }).catch((error: unknown) => error);
    expect(isAppError(refusal) && refusal.statusCode).toBe(400);
    expect((refusal as Error).message).toBe(creditMessages.insufficientCredits);
    expect(await getBalance(db, teamId)).toBe(100);
    expect(await countEntries(db, teamId)).toBe(1);
  });

  it('credits a duplicate reference once and answers it with the first entry', async () => {
    const db = context.database.db;
    const teamId = await createTeam(db);
    const first = await purchase(db, teamId, 500, 'payment:9');
    const again = await Promise.all([
      purchase(db, teamId, 500, 'payment:9'),
      purchase(db, teamId, 500, 'payment:9'),
    ]);
    expect(again.map((result) => result.created)).toEqual([false, false]);
    expect(again.map((result) => result.entry.id)).toEqual([first.entry.id, first.entry.id]);
    expect(await getBalance(db, teamId)).toBe(500);
    expect(await countEntries(db, teamId)).toBe(1);
  });

  it('spends and rolls back with the caller transaction', async () => {
    const db = context.database.db;
    const teamId = await createTeam(db);
    await purchase(db, teamId, 300, 'payment:3');
    const failure = await db
      .transaction(async (tx) => {
        await spendCredits(tx, {
          teamId,
          amount: 200,
          reason: 'Order',
          reference: 'order:rolled-back',
        });
        throw new Error('the order could not be written');
      })
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe('the order could not be written');
    expect(await getBalance(db, teamId)).toBe(300);
    expect(await countEntries(db, teamId)).toBe(1);
  });

  it('gives exactly one of 100 concurrent 1-credit spends of a 1-credit balance', async () => {
    const db = context.database.db;
    const teamId = await createTeam(db);
    await purchase(db, teamId, 1, 'payment:one-credit');
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        spendCredits(db, { teamId, amount: 1, reason: 'Order', reference: `order:${index}` }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        isAppError(result.reason) &&
        result.reason.message === creditMessages.insufficientCredits,
    );
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(99);
    expect(await getBalance(db, teamId)).toBe(0);
    const spends = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, teamId))
      .then((rows) => rows.filter((row) => row.kind === 'spend'));
    expect(spends).toHaveLength(1);
    expect(spends[0]?.balanceAfter).toBe(0);
  });

  it('keeps balance = sum of entries >= 0 over random purchase, spend and refund sequences', async () => {
    const db = context.database.db;
    const operation = fc.record({
      kind: fc.constantFrom('purchase' as const, 'spend' as const, 'refund' as const),
      amount: fc.integer({ min: 1, max: 1_000 }),
      reference: fc.constantFrom('a', 'b', 'c', 'd'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        const teamId = await createTeam(db);
        let balance = 0;
        const written = new Set<string>();
        for (const op of operations) {
          const key = `${op.kind}:${op.reference}`;
          const signed = op.kind === 'spend' ? -op.amount : op.amount;
          const attempt = await db
            .transaction((tx) =>
              appendCreditEntry(tx, {
                teamId,
                kind: op.kind,
                amount: signed,
                reason: op.kind,
                reference: op.reference,
              }),
            )
            .catch((error: unknown) => error);
          if (written.has(key)) {
            expect(attempt).toMatchObject({ created: false });
            expect(await getBalance(db, teamId)).toBe(balance);
          } else if (balance + signed < 0) {
            expect((attempt as Error).message).toBe(creditMessages.insufficientCredits);
            expect(await getBalance(db, teamId)).toBe(balance);
          } else {
            expect(attempt).toMatchObject({
              created: true,
              entry: { balanceAfter: balance + signed },
            });
            balance += signed;
            written.add(key);
          }
        }
        expect(await getBalance(db, teamId)).toBe(balance);
        expect(await sumEntries(db, teamId)).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(await countEntries(db, teamId)).toBe(written.size);
      }),
      // 200 random sequences of up to 8 operations: every kind meets every other, in seconds.
      { numRuns: 200 },
    );
  }, 240_000);
});
