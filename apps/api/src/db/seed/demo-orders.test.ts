import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPrefix, endpoints } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { creditEntries } from '../schema/index.ts';
import { demoPassword } from './demo-accounts.ts';
import { seedDemoData, seedReferenceData } from './index.ts';

const ctx = useTestContext();

describe('demo orders', () => {
  it("lists Northwind Studio's orders, and its credit history names the orders credits paid", async () => {
    await seedReferenceData(ctx.database.db);
    await seedDemoData(ctx.database.db, {
      uploadsDirectory: join(tmpdir(), `deckhand-orders-${randomUUID()}`),
    });
    const app = await ctx.createApp();
    const login = await app.inject({
      method: 'POST',
      url: `${apiPrefix}${endpoints.users.login}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'owner@example.com', password: demoPassword },
    });
    const headers = {
      'x-requested-with': 'XMLHttpRequest',
      authorization: `Bearer ${login.json().token}`,
    };
    const list = await app.inject({ url: `${apiPrefix}${endpoints.orders.list}`, headers });
    const body = list.json();
    expect(body.total).toBe(5);
    expect(body.items.map((item: { status: string }) => item.status)).toEqual([
      'received',
      'quoteRequested',
      'received',
      'cancelled',
      'received',
    ]);
    const spends = await ctx.database.db
      .select({ reason: creditEntries.reason, reference: creditEntries.reference })
      .from(creditEntries)
      .where(eq(creditEntries.kind, 'spend'));
    expect(spends.map((spend) => spend.reason)).toEqual([
      expect.stringMatching(/^Order DH-\d+: Quarterly results deck$/),
      expect.stringMatching(/^Order DH-\d+: Product launch pitch$/),
    ]);
    expect(spends.every((spend) => /^order:\d+$/.test(spend.reference ?? ''))).toBe(true);
  });
});
