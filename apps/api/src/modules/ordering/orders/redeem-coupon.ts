import type { TOrderFormValues } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import {
  countCouponUse,
  findCouponByCode,
  insertRedemption,
} from '../order-form/coupons/coupon.queries.ts';
import { checkCoupon } from '../order-form/coupons/coupon-rules.ts';
import type { FormContext } from '../order-form/form-context.ts';
import { singleTreatment } from '../order-form/form-price.ts';

/**
 * Redeems the order's coupon in the order's transaction: the coupon row is locked, its uses
 * counted again and its rules checked again, so two orders at once cannot both take a coupon's
 * last use (or a team's one). A coupon no longer valid answers 422 on `coupon` and nothing is
 * placed.
 */
export async function redeemCoupon(
  tx: Db,
  options: { ctx: FormContext; values: TOrderFormValues; order: OrderRow; discount: number },
): Promise<void> {
  const { ctx, values, order } = options;
  const code = values.coupon;
  if (!code) return;
  const coupon = await findCouponByCode(tx, code, { lock: true });
  const use = coupon
    ? await countCouponUse(tx, coupon.id, order.teamId)
    : { redemptions: 0, teamRedemptions: 0 };
  const check = checkCoupon(coupon, use, {
    flowKey: ctx.flow.key,
    treatment: values.treatment ?? singleTreatment(ctx),
    currency: ctx.flow.currency,
    now: ctx.now,
  });
  if (!check.ok) {
    throw new AppError('VALIDATION', undefined, { fieldErrors: { coupon: [check.message] } });
  }
  await insertRedemption(tx, {
    couponId: check.coupon.id,
    teamId: order.teamId,
    orderId: order.id,
    discount: options.discount,
    currency: order.currency,
  });
}
