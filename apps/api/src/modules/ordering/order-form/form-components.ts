import {
  couponMessages,
  orderFormMessages,
  type TOrderComponentName,
  type TOrderFormComponent,
  type TOrderFormValues,
  type TOrderStepKey,
  toServerTimestamp,
  treatmentNames,
} from '@deckhand/contract';
import { checkCoupon, toCouponSummary } from './coupons/coupon-rules.ts';
import { getBookingWindow } from './delivery/booking-window.ts';
import { getBlockedDays } from './delivery/delivery-dates.ts';
import { dayKeyIn, zonedTime } from './delivery/working-days.ts';
import { valueAffections } from './form-affections.ts';
import type { FormContext } from './form-context.ts';
import {
  couponCheckFor,
  earliestDeliveryFor,
  priceFor,
  priceWithTurnaround,
  singleTreatment,
} from './form-price.ts';
import {
  findCheapestTurnaround,
  findOfferedAddons,
  findTurnaroundPrices,
} from './pricing/price-tables.ts';

type Built<N extends TOrderComponentName> = Extract<TOrderFormComponent, { name: N }>;
type Base = Pick<TOrderFormComponent, 'step' | 'valueAffections' | 'properties'>;

/** YYYY-MM-DD of an instant in a time zone. */
export const dayIn = (date: Date, timeZone: string): string => dayKeyIn(zonedTime(date, timeZone));

function baseOf(ctx: FormContext, name: TOrderComponentName, hideStep = false): Base {
  const step = ctx.flow.definition.steps.find((candidate) => candidate.components.includes(name));
  return {
    step: (step?.key ?? 'submit') as TOrderStepKey,
    valueAffections: [...valueAffections[name]],
    properties: { hideStep, required: true },
  };
}

function treatment(ctx: FormContext, values: TOrderFormValues): Built<'treatment'> {
  const { definition } = ctx.flow;
  return {
    ...baseOf(ctx, 'treatment', definition.treatments.length === 1),
    name: 'treatment',
    value: values.treatment,
    options: definition.treatments.map((key) => ({
      key,
      treatmentName: treatmentNames[key].name,
      description: treatmentNames[key].description,
      price: findCheapestTurnaround(definition, ctx.treatmentPrices, key)?.price ?? 0,
      turnaroundPrices: findTurnaroundPrices(definition, ctx.treatmentPrices, key),
    })),
  };
}

/** The style types a form offers: saved templates only when the team has some. */
export function offeredStyleTypes(ctx: FormContext) {
  const hasTemplates = ctx.styleTemplates.length > 0;
  return ctx.flow.definition.styleTypes.filter((type) => type !== 'template' || hasTemplates);
}

function style(ctx: FormContext, values: TOrderFormValues): Built<'style'> {
  const styleTypes = offeredStyleTypes(ctx);
  return {
    ...baseOf(ctx, 'style', styleTypes.length === 0),
    name: 'style',
    value: values.style,
    options: { styleTypes, templates: ctx.styleTemplates },
  };
}

function customFields(ctx: FormContext, values: TOrderFormValues): Built<'customFields'> {
  const fields = ctx.customFields;
  const asked = new Set(fields.map((field) => String(field.id)));
  return {
    ...baseOf(ctx, 'customFields', fields.length === 0),
    properties: {
      hideStep: fields.length === 0,
      required: fields.some((field) => field.required),
    },
    name: 'customFields',
    value: Object.fromEntries(Object.entries(values.customFields).filter(([id]) => asked.has(id))),
    options: { fields },
  };
}

function addons(ctx: FormContext, values: TOrderFormValues): Built<'addons'> {
  const slides = values.slides ?? 0;
  const offered = ctx.flow.definition.addons;
  const rows = findOfferedAddons(ctx.flow.definition, ctx.addonPrices);
  return {
    ...baseOf(ctx, 'addons'),
    properties: { hideStep: rows.length === 0, required: false },
    name: 'addons',
    value: values.addons.filter((key) => offered.includes(key)),
    options: rows.map((row) => ({
      key: row.addonKey,
      name: row.name,
      description: row.description,
      pricePerSlide: row.pricePerSlide,
      price: row.pricePerSlide * slides,
    })),
  };
}

function slidesComponent(ctx: FormContext, values: TOrderFormValues): Built<'slides'> {
  const { min, max, fixed } = ctx.flow.definition.slides;
  return {
    ...baseOf(ctx, 'slides'),
    name: 'slides',
    value: fixed ?? values.slides,
    options: { min, max, fixed },
  };
}

function delivery(ctx: FormContext, values: TOrderFormValues): Built<'delivery'> {
  const { from, to } = getBookingWindow(ctx.now);
  const turnarounds = ctx.turnarounds.map((turnaround) => {
    const available = !turnaround.proOnly || ctx.customer.isPro;
    const deliveryAt = earliestDeliveryFor(ctx, values, turnaround);
    return {
      key: turnaround.key,
      name: turnaround.name,
      hours: turnaround.hours,
      price: priceWithTurnaround(ctx, values, turnaround.key)?.total ?? 0,
      deliveryAt: deliveryAt ? toServerTimestamp(deliveryAt) : null,
      available,
      unavailableReason: available ? null : orderFormMessages.turnaroundProOnly,
    };
  });
  const chosen = turnarounds.find((option) => option.key === values.turnaround && option.available);
  const earliest = chosen ?? turnarounds.find((option) => option.available);
  const earliestAt = earliest ? earliestDeliveryFor(ctx, values, earliest) : null;
  return {
    ...baseOf(ctx, 'delivery'),
    name: 'delivery',
    value: { turnaround: values.turnaround, deliveryAt: values.deliveryAt },
    options: {
      turnarounds,
      blockedDays: getBlockedDays({
        from,
        to,
        closedDays: ctx.closedDays,
        timeZone: ctx.timezone,
      }),
      minDate: earliestAt ? dayIn(earliestAt, ctx.timezone) : null,
      maxDate: dayIn(to, ctx.timezone),
    },
  };
}

function files(ctx: FormContext, values: TOrderFormValues): Built<'files'> {
  return {
    ...baseOf(ctx, 'files'),
    name: 'files',
    value: values.files,
    options: { allowGoogleSlides: true },
  };
}

function brief(ctx: FormContext, values: TOrderFormValues): Built<'brief'> {
  return {
    ...baseOf(ctx, 'brief'),
    properties: { hideStep: false, required: false },
    name: 'brief',
    value: values.brief,
    options: { placeholder: orderFormMessages.briefPlaceholder },
  };
}

function payment(ctx: FormContext): Built<'payment'> {
  const { paymentMethods, creditBalance } = ctx.customer;
  return {
    ...baseOf(ctx, 'payment'),
    name: 'payment',
    value: null,
    options: {
      methods: paymentMethods,
      creditBalance: paymentMethods.includes('credits') ? creditBalance : null,
    },
  };
}

function coupon(ctx: FormContext, values: TOrderFormValues): Built<'coupon'> {
  const check = couponCheckFor(ctx, values);
  const upsell = ctx.upsellCoupons.find(
    (row) =>
      checkCoupon(
        row,
        { redemptions: 0, teamRedemptions: null },
        {
          flowKey: ctx.flow.key,
          treatment: values.treatment ?? singleTreatment(ctx),
          currency: ctx.flow.currency,
          now: ctx.now,
        },
      ).ok,
  );
  return {
    ...baseOf(ctx, 'coupon', ctx.flow.isQuote),
    properties: { hideStep: ctx.flow.isQuote, required: false },
    name: 'coupon',
    value: check?.ok ? check.coupon.code : null,
    options: {
      state: check
        ? check.ok
          ? { status: 'success', message: couponMessages.applied }
          : { status: 'error', message: check.message }
        : null,
      applied: check?.ok ? toCouponSummary(check.coupon) : null,
      upsellCoupon: upsell ? toCouponSummary(upsell) : null,
    },
  };
}

function signup(ctx: FormContext): Built<'signup'> {
  const signedIn = ctx.customer.teamId !== null;
  return {
    ...baseOf(ctx, 'signup', signedIn),
    properties: { hideStep: signedIn, required: !signedIn },
    name: 'signup',
    value: null,
    options: {},
  };
}

const builders: {
  [N in TOrderComponentName]: (ctx: FormContext, values: TOrderFormValues) => Built<N>;
} = {
  treatment,
  style,
  addons,
  slides: slidesComponent,
  delivery,
  files,
  brief,
  customFields,
  coupon,
  signup: (ctx) => signup(ctx),
  payment: (ctx) => payment(ctx),
};

/** The flow's components named in `names` (all of them by default), in the flow's order. */
export function buildComponents(
  ctx: FormContext,
  values: TOrderFormValues,
  names?: readonly TOrderComponentName[],
): TOrderFormComponent[] {
  const inFlow = ctx.flow.definition.steps.flatMap((step) => step.components);
  return inFlow
    .filter((name) => !names || names.includes(name))
    .map((name) => builders[name](ctx, values) as TOrderFormComponent);
}

export { priceFor };
