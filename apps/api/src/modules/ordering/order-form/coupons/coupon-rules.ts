import { couponMessages, type TCouponSummary, type TTreatmentKey } from '@deckhand/contract';
import type { CouponRow } from '../../../../db/schema/index.ts';
import type { OrderDiscount } from '../pricing/price-order.ts';

/** How often a coupon has been redeemed: by everyone, and by the customer's team (null: a visitor). */
export interface CouponUse {
  redemptions: number;
  teamRedemptions: number | null;
}

export interface CouponOrder {
  flowKey: string;
  treatment: TTreatmentKey | null;
  currency: string;
  now: Date;
}

export type CouponCheck =
  | { ok: true; coupon: CouponRow; discount: OrderDiscount }
  | { ok: false; message: string };

/**
 * Whether a coupon applies to an order (§4 Coupon), in this order: it exists and is active, has
 * started and not expired, is not used up (overall, then by this team: a visitor's team is
 * checked when they place the order), fits the flow and the treatment, and a fixed amount is in
 * the order's currency. The discount is capped at the subtotal by priceOrder.
 */
export function checkCoupon(
  coupon: CouponRow | null,
  use: CouponUse,
  order: CouponOrder,
): CouponCheck {
  const refuse = (message: string): CouponCheck => ({ ok: false, message });
  if (!coupon?.active) return refuse(couponMessages.notFound);
  const now = order.now.getTime();
  if (coupon.startsAt && coupon.startsAt.getTime() > now) return refuse(couponMessages.notStarted);
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now) return refuse(couponMessages.expired);
  if (coupon.maxRedemptions !== null && use.redemptions >= coupon.maxRedemptions) {
    return refuse(couponMessages.usedUp);
  }
  if (
    coupon.maxRedemptionsPerTeam !== null &&
    use.teamRedemptions !== null &&
    use.teamRedemptions >= coupon.maxRedemptionsPerTeam
  ) {
    return refuse(couponMessages.teamUsed);
  }
  if (coupon.flowKeys && !coupon.flowKeys.includes(order.flowKey)) {
    return refuse(couponMessages.notForOrder);
  }
  if (coupon.treatments && !(order.treatment && coupon.treatments.includes(order.treatment))) {
    return refuse(couponMessages.notForOrder);
  }
  if (coupon.kind === 'fixed' && coupon.currency !== order.currency) {
    return refuse(couponMessages.otherCurrency);
  }
  return { ok: true, coupon, discount: toDiscount(coupon) };
}

function toDiscount(coupon: CouponRow): OrderDiscount {
  const key = `coupon:${coupon.code}`;
  if (coupon.kind === 'percentage') {
    return {
      key,
      label: `Coupon ${coupon.code} (${coupon.percentage}%)`,
      percentage: coupon.percentage ?? 0,
    };
  }
  return { key, label: `Coupon ${coupon.code}`, amount: coupon.amount ?? 0 };
}

export function toCouponSummary(coupon: CouponRow): TCouponSummary {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    percentage: coupon.kind === 'percentage' ? coupon.percentage : null,
    amount: coupon.kind === 'fixed' ? coupon.amount : null,
  };
}
