import { randomUUID } from 'node:crypto';
import { apiPrefix, endpoints } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getBalance, sumEntries } from '../../modules/billing/index.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { creditEntries, creditPackages, paymentMethods, payments } from '../schema/index.ts';
import { demoPassword } from './demo-accounts.ts';
import { seedDemoData } from './index.ts';

const context = useTestContext();

async function logIn(app: Awaited<ReturnType<typeof context.createApp>>, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${apiPrefix}${endpoints.users.login}`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { email, password: demoPassword },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

describe('demo billing seed', () => {
  it("gives the owner's team a Silver pack, two spends, a receipt and a card that charges", async () => {
    const { db } = context.database;
    await seedDemoData(db, {
      store: await context.openStore(),
    });
    await seedDemoData(db, {
      store: await context.openStore(),
    });
    expect((await db.select().from(creditPackages)).map((pack) => pack.name).sort()).toEqual([
      'Bronze',
      'Gold',
      'Silver',
    ]);
    const [payment] = await db.select().from(payments);
    expect(payment).toMatchObject({
      status: 'succeeded',
      purpose: 'creditPack',
      amount: 250_000,
      methodLabel: 'Visa •••• 4242',
      receiptNumber: expect.stringMatching(/^DH-/),
    });
    if (!payment) throw new Error('no payment');
    const entries = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, payment.teamId));
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.reference])).toEqual([
      ['purchase', 270_000, `payment:${payment.id}`],
      ['spend', -48_000, 'order:demo-1'],
      ['spend', -72_500, 'order:demo-2'],
    ]);
    expect(await getBalance(db, payment.teamId)).toBe(149_500);
    expect(await sumEntries(db, payment.teamId)).toBe(149_500);

    const app = await context.createApp();
    const ownerToken = await logIn(app, 'owner@example.com');
    const [card] = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.teamId, payment.teamId));
    expect(card).toMatchObject({ isDefault: true, last4: '4242', removedAt: null });
    const bought = await app.inject({
      method: 'POST',
      url: `${apiPrefix}${endpoints.billing.creditPurchases}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${ownerToken}` },
      payload: { packageId: 1, paymentMethodId: card?.id, idempotencyKey: randomUUID() },
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().payment.status).toBe('succeeded');

    const managerToken = await logIn(app, 'manager@example.com');
    const seen = await app.inject({
      url: `${apiPrefix}${endpoints.billing.creditEntries}`,
      headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${managerToken}` },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().total).toBe(4);
  });
});
