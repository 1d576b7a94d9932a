/**
 * Coupons (§3 Coupon step, §4 Coupon): a code worth a percentage or a fixed amount off an order,
 * with an expiry, usage limits per coupon and per team, and optional limits to flows or
 * treatments. The order form applies one; placing the order redeems it.
 */

/** A percentage of the order's subtotal, or a fixed amount in the coupon's currency. */
export const couponKinds = ['percentage', 'fixed'] as const;
export type TCouponKind = (typeof couponKinds)[number];
