import type { TOrderFormValues, TOrderPrice } from '@deckhand/contract';
import type { TurnaroundRow } from '../../../db/schema/index.ts';
import { type CouponCheck, checkCoupon } from './coupons/coupon-rules.ts';
import { getEarliestDelivery } from './delivery/delivery-dates.ts';
import type { FormContext } from './form-context.ts';
import { priceOrder } from './pricing/price-order.ts';

/** The server's price of the values as they stand (null for quotes and until it can be told). */
export function priceFor(ctx: FormContext, values: TOrderFormValues): TOrderPrice | null {
  const slides = ctx.flow.definition.slides.fixed ?? values.slides;
  const coupon = couponCheckFor(ctx, values);
  return priceOrder({
    currency: ctx.flow.currency,
    flow: { isQuote: ctx.flow.isQuote, definition: ctx.flow.definition },
    treatmentPrices: ctx.treatmentPrices,
    addonPrices: ctx.addonPrices,
    values: {
      treatment: values.treatment ?? singleTreatment(ctx),
      slides,
      turnaround: values.turnaround,
      addons: values.addons,
    },
    vatRateBasisPoints: ctx.vatRateBasisPoints,
    discounts: coupon?.ok ? [coupon.discount] : [],
    capacitySlidesAvailable: ctx.customer.paymentMethods.includes('subscription'),
  });
}

/** The answer to the coupon the values name (null when they name none, or the flow has none). */
export function couponCheckFor(ctx: FormContext, values: TOrderFormValues): CouponCheck | null {
  const asks = ctx.flow.definition.steps.some((step) => step.components.includes('coupon'));
  if (!asks || !values.coupon || ctx.coupon?.code !== values.coupon) return null;
  return checkCoupon(ctx.coupon.row, ctx.coupon.use, {
    flowKey: ctx.flow.key,
    treatment: values.treatment ?? singleTreatment(ctx),
    currency: ctx.flow.currency,
    now: ctx.now,
  });
}

/** The price as if `turnaround` were chosen (each delivery option shows its whole-order price). */
export function priceWithTurnaround(
  ctx: FormContext,
  values: TOrderFormValues,
  turnaround: string,
): TOrderPrice | null {
  return priceFor(ctx, { ...values, turnaround });
}

/** The flow's only treatment (a fixed offer), which the customer does not choose. */
export function singleTreatment(ctx: FormContext) {
  const offered = ctx.flow.definition.treatments;
  return offered.length === 1 ? (offered[0] ?? null) : null;
}

/** Each form's deliveries already walked, by hours and slides (a form asks for each several times). */
const walked = new WeakMap<FormContext, Map<string, Date>>();

/** The earliest delivery the provider can promise for these slides at this turnaround. */
export function earliestDeliveryFor(
  ctx: FormContext,
  values: TOrderFormValues,
  turnaround: Pick<TurnaroundRow, 'hours'>,
): Date | null {
  const slides = ctx.flow.definition.slides.fixed ?? values.slides;
  if (!slides || slides <= 0) return null;
  const known = walked.get(ctx) ?? new Map<string, Date>();
  walked.set(ctx, known);
  const key = `${turnaround.hours}:${slides}`;
  const found = known.get(key);
  if (found) return found;
  const delivery = getEarliestDelivery({
    now: ctx.now,
    turnaroundHours: turnaround.hours,
    slides,
    provider: {
      timeZone: ctx.provider.timeZone,
      dailySlideCapacity: ctx.provider.dailySlideCapacity,
    },
    closedDays: ctx.closedDays,
    bookedSlides: ctx.bookedSlides,
  });
  known.set(key, delivery);
  return delivery;
}
