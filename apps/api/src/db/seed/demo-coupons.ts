import { dayMs, formatMinorUnits } from '@deckhand/contract';
import type { Db } from '../database.ts';
import { coupons, type NewCouponRow } from '../schema/index.ts';

/**
 * The demo coupons (demo data: production's come from staff): one of each rule, so the coupon
 * step can be tried on first start. WELCOME10 is the upsell coupon the form suggests.
 */
export function demoCouponsFrom(now: Date): NewCouponRow[] {
  return [
    {
      code: 'WELCOME10',
      kind: 'percentage',
      percentage: 10,
      description: '10% off your first order',
      maxRedemptionsPerTeam: 1,
      upsell: true,
    },
    {
      code: 'SAVE20',
      kind: 'fixed',
      amount: 2_000,
      currency: 'USD',
      description: `${formatMinorUnits(2_000)} off any order`,
      maxRedemptions: 100,
    },
    {
      code: 'REDESIGN15',
      kind: 'percentage',
      percentage: 15,
      description: '15% off redesigns',
      treatments: ['redesign'],
    },
    {
      code: 'ADS25',
      kind: 'percentage',
      percentage: 25,
      description: '25% off ads',
      flowKeys: ['order-ads'],
    },
    {
      code: 'EXPIRED5',
      kind: 'percentage',
      percentage: 5,
      description: 'An offer that has ended',
      expiresAt: new Date(now.getTime() - 30 * dayMs),
    },
  ];
}

export async function seedDemoCoupons(db: Db, now = new Date()): Promise<void> {
  await db.insert(coupons).values(demoCouponsFrom(now)).onConflictDoNothing();
}
