import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { providerSettings } from '../../../db/schema/index.ts';
import { seedOrderingReference } from '../../../db/seed/ordering-reference.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { createReferenceReader } from './reference-snapshot.ts';

const ctx = useTestContext();

beforeEach(async () => {
  await seedOrderingReference(ctx.database.db);
});

describe("an instance's copy of the ordering reference data", () => {
  it('is read once for many forms of a day, and again for another day', async () => {
    const { db } = ctx.database;
    const read = createReferenceReader(db, { ttlMs: 60_000 });
    const monday = new Date('2026-11-23T09:00:00Z');
    const first = await read(monday);
    expect(first.flows.get('order-now')?.flow.name).toBeTruthy();
    expect(first.provider.dailySlideCapacity).toBe(400);

    await db
      .update(providerSettings)
      .set({ dailySlideCapacity: 10 })
      .where(eq(providerSettings.id, 1));
    expect(await read(new Date('2026-11-23T17:00:00Z'))).toBe(first);
    const tuesday = await read(new Date('2026-11-24T09:00:00Z'));
    expect(tuesday.provider.dailySlideCapacity).toBe(10);
    expect(tuesday.day).toBe('2026-11-24');
  });

  it('with ttlMs 0 reads every time (what tests and a single instance under edit want)', async () => {
    const { db } = ctx.database;
    const read = createReferenceReader(db, { ttlMs: 0 });
    const now = new Date('2026-11-23T09:00:00Z');
    await read(now);
    await db
      .update(providerSettings)
      .set({ dailySlideCapacity: 12 })
      .where(eq(providerSettings.id, 1));
    expect((await read(now)).provider.dailySlideCapacity).toBe(12);
  });
});
