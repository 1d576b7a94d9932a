import { z } from 'zod';

/**
 * Coupons (§3 Coupon step, §4 Coupon): a code worth a percentage or a fixed amount off an order,
 * with an expiry, usage limits per coupon and per team, and optional limits to flows or
 * treatments. The order form applies one; placing the order redeems it.
 */

/** A percentage of the order's subtotal, or a fixed amount in the coupon's currency. */
export const couponKinds = ['percentage', 'fixed'] as const;
export type TCouponKind = (typeof couponKinds)[number];

/** What a customer types: trimmed, any case (stored upper-case), letters, digits, - and _. */
export const couponLimits = { codeMin: 3, codeMax: 40, descriptionMax: 200 } as const;

export const couponMessages = {
  invalidCode: 'Please enter a valid coupon code',
  applied: 'Coupon applied',
  notFound: 'This coupon does not exist.',
  notStarted: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  teamUsed: 'Your team has already used this coupon.',
  notForOrder: 'This coupon is not valid for this order.',
  otherCurrency: 'This coupon is not valid in this currency.',
} as const;

export const ZCouponCode = z
  .string()
  .max(couponLimits.codeMax, couponMessages.invalidCode)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]+$/, couponMessages.invalidCode)
  .min(couponLimits.codeMin, couponMessages.invalidCode);

/** §3 coupon state: the answer to the code the customer applied. */
export const ZCouponState = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
});
export type TCouponState = z.infer<typeof ZCouponState>;

/** A coupon as the form shows it (the applied one, or the upsell coupon it suggests). */
export const ZCouponSummary = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(couponKinds),
  /** 1–100 for a percentage coupon, else null. */
  percentage: z.number().int().nullable(),
  /** Minor units for a fixed coupon, else null. */
  amount: z.number().int().nullable(),
});
export type TCouponSummary = z.infer<typeof ZCouponSummary>;
