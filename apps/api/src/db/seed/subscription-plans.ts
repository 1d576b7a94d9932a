import type { Db } from '../database.ts';
import { subscriptionPlans } from '../schema/index.ts';

/** The Pro plan of §1: 10-hour turnaround, priority project management, flexible pay-per-slide. */
export const proPlan = {
  key: 'pro',
  name: 'Pro',
  amount: 49_900,
  currency: 'USD',
  intervalMonths: 1,
  turnaroundHours: 10,
  dailyCapacity: 10,
  features: [
    '10-hour turnaround',
    'Priority project management',
    'Flexible pay-per-slide subscription',
    'Up to 10 slides a day reserved for your team',
  ],
  products: ['pro'],
} as const;

/**
 * Reference data every environment needs (the plan customers buy), not demo data: inserted when
 * missing, never overwritten, so a price changed in the database stays as it is.
 */
export async function seedSubscriptionPlans(db: Db): Promise<void> {
  await db
    .insert(subscriptionPlans)
    .values({ ...proPlan, features: [...proPlan.features], products: [...proPlan.products] })
    .onConflictDoNothing({ target: subscriptionPlans.key });
}
