import { orderFormMessages, type TCustomFieldQuestion } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type {
  AddonPriceRow,
  CouponRow,
  EnterpriseClientRow,
  OrderFlowRow,
  ProviderSettingsRow,
  TreatmentPriceRow,
  TurnaroundRow,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { countCouponUse, findCouponByCode } from './coupons/coupon.queries.ts';
import type { CouponUse } from './coupons/coupon-rules.ts';
import { getCalendarReadDays } from './delivery/booking-window.ts';
import type { OrderCustomer } from './order-customer.ts';
import { findBookedSlides } from './order-reference.queries.ts';
import { resolveVatRate } from './pricing/vat.ts';
import { priceRowsOf, type ReferenceReader } from './reference-snapshot.ts';
import {
  findCustomFieldQuestions,
  findStyleTemplateChoices,
  type StyleTemplateChoice,
} from './team-choices.queries.ts';

/**
 * Slides promised per day between two dates (both included) in a time zone: findBookedSlides, or
 * a short-lived copy of it for the form's previews (order-forms.routes.ts).
 */
export type BookedSlidesReader = (
  fromDate: string,
  toDate: string,
  timeZone: string,
) => Promise<ReadonlyMap<string, number>>;

/**
 * Everything a form's components and price are computed from, read once per request: the flow,
 * its price tables, the turnarounds it offers, the provider's calendar and bookings, the
 * customer's VAT rate. What is kept between requests is kept for seconds and read again by every
 * instance (the reference copy; the bookings of the form's previews): placing an order reads
 * the bookings afresh.
 */
export interface FormContext {
  flow: OrderFlowRow;
  client: EnterpriseClientRow | null;
  treatmentPrices: TreatmentPriceRow[];
  addonPrices: AddonPriceRow[];
  /** The flow's turnarounds, in the flow's order. */
  turnarounds: TurnaroundRow[];
  provider: ProviderSettingsRow;
  closedDays: ReadonlyMap<string, string>;
  bookedSlides: ReadonlyMap<string, number>;
  vatRateBasisPoints: number;
  /** The customer's team's saved style templates (none for a visitor). */
  styleTemplates: StyleTemplateChoice[];
  /** The custom fields asked: the customer's team's, else the enterprise client's team's. */
  customFields: TCustomFieldQuestion[];
  /** The coupon the values name, with how often it was used (null when they name none). */
  coupon: { code: string; row: CouponRow | null; use: CouponUse } | null;
  /** The upsell coupons on offer (§3 upsellCoupon), from the reference copy. */
  upsellCoupons: readonly CouponRow[];
  customer: OrderCustomer;
  timezone: string;
  now: Date;
}

export async function loadFormContext(options: {
  db: Db;
  reference: ReferenceReader;
  flowKey: string;
  customer: OrderCustomer;
  timezone: string;
  /** The coupon code of the values sent (calculation, submit). */
  couponCode?: string | null;
  /** Where the bookings are read; the database itself when not given (placing an order). */
  bookedSlides?: BookedSlidesReader;
  now?: Date;
}): Promise<FormContext> {
  const { db, customer, timezone } = options;
  const now = options.now ?? new Date();
  const reference = await options.reference(now);
  const found = reference.flows.get(options.flowKey);
  if (!found) throw new AppError('NOT_FOUND', orderFormMessages.flowNotFound);
  const { flow, client } = found;
  const { provider, closedDays, vatRates } = reference;
  const { from, to } = getCalendarReadDays(now);
  const [bookedSlides, styleTemplates, customFields, coupon] = await Promise.all([
    options.bookedSlides
      ? options.bookedSlides(from, to, provider.timeZone)
      : findBookedSlides(db, from, to, provider.timeZone),
    loadStyleTemplates(db, flow, customer),
    loadCustomFields(db, flow, client, customer),
    loadCoupon(db, options.couponCode ?? null, customer),
  ]);
  return {
    flow,
    client,
    treatmentPrices: priceRowsOf(reference.treatmentPrices, flow.key),
    addonPrices: priceRowsOf(reference.addonPrices, flow.key),
    turnarounds: flow.definition.turnarounds.flatMap((key) => reference.turnarounds.get(key) ?? []),
    provider,
    closedDays,
    bookedSlides,
    vatRateBasisPoints: resolveVatRate({
      countryCode: customer.countryCode,
      hasVatNumber: customer.hasVatNumber,
      vatRates,
    }),
    styleTemplates,
    customFields,
    coupon,
    upsellCoupons: reference.upsellCoupons,
    customer,
    timezone,
    now,
  };
}

async function loadCoupon(db: Db, code: string | null, customer: OrderCustomer) {
  if (!code) return null;
  const row = await findCouponByCode(db, code);
  const use = row
    ? await countCouponUse(db, row.id, customer.teamId)
    : { redemptions: 0, teamRedemptions: null };
  return { code, row, use };
}

const flowAsks = (flow: OrderFlowRow, component: 'style' | 'customFields') =>
  flow.definition.steps.some((step) => step.components.includes(component));

function loadStyleTemplates(
  db: Db,
  flow: OrderFlowRow,
  customer: OrderCustomer,
): Promise<StyleTemplateChoice[]> {
  const offered = flowAsks(flow, 'style') && flow.definition.styleTypes.includes('template');
  if (!offered || customer.teamId === null) return Promise.resolve([]);
  return findStyleTemplateChoices(db, customer.teamId);
}

async function loadCustomFields(
  db: Db,
  flow: OrderFlowRow,
  client: EnterpriseClientRow | null,
  customer: OrderCustomer,
): Promise<TCustomFieldQuestion[]> {
  if (!flowAsks(flow, 'customFields')) return [];
  const own = customer.teamId === null ? [] : await findCustomFieldQuestions(db, customer.teamId);
  if (own.length > 0 || !client?.teamId) return own;
  return findCustomFieldQuestions(db, client.teamId);
}
