import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { subscriptionPlans } from '../schema/index.ts';
import { seedReferenceData } from './index.ts';
import { proPlan } from './subscription-plans.ts';

const ctx = useTestContext();

describe('reference seed', () => {
  it('adds the Pro plan once, in every environment, and never overwrites it', async () => {
    const { db } = ctx.database;
    expect(await seedReferenceData(db)).toContain('subscription-plans');
    await db.update(subscriptionPlans).set({ amount: 59_900 });
    expect(await seedReferenceData(db)).toEqual([]);
    expect(await db.select().from(subscriptionPlans)).toEqual([
      expect.objectContaining({
        key: 'pro',
        name: 'Pro',
        amount: 59_900,
        turnaroundHours: 10,
        dailyCapacity: proPlan.dailyCapacity,
        products: ['pro'],
      }),
    ]);
  });
});
