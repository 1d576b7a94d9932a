import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database.ts';
import { type CouponRow, couponRedemptions, coupons } from '../../../../db/schema/index.ts';
import type { CouponUse } from './coupon-rules.ts';

/** The coupon with this code (stored upper-case); `lock` holds its row to the transaction's end. */
export async function findCouponByCode(
  db: Db,
  code: string,
  options: { lock?: boolean } = {},
): Promise<CouponRow | null> {
  const query = db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/** How often the coupon was redeemed, overall and by this team (null for a visitor). */
export async function countCouponUse(
  db: Db,
  couponId: number,
  teamId: number | null,
): Promise<CouponUse> {
  const [row] = await db
    .select({
      redemptions: count(),
      teamRedemptions:
        teamId === null
          ? sql<number>`0`
          : sql<number>`count(*) filter (where ${couponRedemptions.teamId} = ${teamId})`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return {
    redemptions: Number(row?.redemptions ?? 0),
    teamRedemptions: teamId === null ? null : Number(row?.teamRedemptions ?? 0),
  };
}

/** The active upsell coupons not yet expired (§3 upsellCoupon), oldest first. */
export async function findUpsellCoupons(db: Db, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.upsell, true),
        eq(coupons.active, true),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      ),
    )
    .orderBy(asc(coupons.id));
}

export async function insertRedemption(
  db: Db,
  row: { couponId: number; teamId: number; orderId: number; discount: number; currency: string },
): Promise<void> {
  await db.insert(couponRedemptions).values(row);
}
