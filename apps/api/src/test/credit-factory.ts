import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { appendCreditEntry } from '../modules/billing/index.ts';

/** Test data: credits bought by a team (a ledger purchase with a reference of its own). */
export async function grantTestCredits(db: Db, teamId: number, amount: number): Promise<void> {
  await db.transaction((tx) =>
    appendCreditEntry(tx, {
      teamId,
      kind: 'purchase',
      amount,
      reason: 'test credits',
      reference: `test:${randomUUID()}`,
    }),
  );
}
