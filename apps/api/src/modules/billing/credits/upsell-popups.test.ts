import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditPackages } from '../../../db/schema/index.ts';
import { seedCreditPackages } from '../../../db/seed/demo-billing.ts';
import { useTestContext } from '../../../test/create-test-app.ts';
import { createUpsellPopupSource, findUpsellPopups } from './upsell-popups.ts';

const context = useTestContext();

const customer = {
  isStaff: false,
  manageCredits: true,
  purchasedPackages: false,
  hasDailyCapacity: false,
};

beforeAll(async () => {
  await seedCreditPackages(context.database.db);
});

describe('findUpsellPopups', () => {
  it('offers the Silver pack in major units to a credit manager who never bought one', async () => {
    expect(await findUpsellPopups({ db: context.database.db, user: customer })).toEqual([
      { key: 'upsell', amount: 2_500, slides: 80, discount: 200, percentage: 8 },
    ]);
  });

  it.each([
    ['anonymous', null],
    ['staff', { ...customer, isStaff: true }],
    ['without manageCredits', { ...customer, manageCredits: false }],
    ['with purchased packages', { ...customer, purchasedPackages: true }],
    ['with daily capacity', { ...customer, hasDailyCapacity: true }],
  ])('offers nothing to a user %s', async (_name, user) => {
    expect(await findUpsellPopups({ db: context.database.db, user })).toEqual([]);
  });

  it('offers nothing when the upsell pack is retired', async () => {
    const { db } = context.database;
    await db.update(creditPackages).set({ active: false }).where(eq(creditPackages.isUpsell, true));
    expect(await findUpsellPopups({ db, user: customer })).toEqual([]);
    await db.update(creditPackages).set({ active: true }).where(eq(creditPackages.isUpsell, true));
  });
});

describe('createUpsellPopupSource', () => {
  it('gives the popup to init and reads the pack again only after its time to live', async () => {
    const { db } = context.database;
    let clock = 0;
    const source = createUpsellPopupSource({ db, ttlMs: 1_000, now: () => clock });
    const input = { user: { ...customer }, account: {}, isEu: false } as unknown as Parameters<
      typeof source
    >[0];
    expect(await source(input)).toEqual({
      popups: [{ key: 'upsell', amount: 2_500, slides: 80, discount: 200, percentage: 8 }],
    });
    await db
      .update(creditPackages)
      .set({ approxSlides: 90 })
      .where(eq(creditPackages.isUpsell, true));
    expect((await source(input)).popups?.[0]).toMatchObject({ slides: 80 });
    clock = 1_000;
    expect((await source(input)).popups?.[0]).toMatchObject({ slides: 90 });
    const manager = { ...input, user: { ...customer, manageCredits: false } } as typeof input;
    expect(await source(manager)).toEqual({});
    await db
      .update(creditPackages)
      .set({ approxSlides: 80 })
      .where(eq(creditPackages.isUpsell, true));
  });
});
