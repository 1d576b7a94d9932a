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
import { createShortLivedCopy } from '../../../platform/cache/short-lived-copy.ts';
import { findUpsellCoupons } from './coupons/coupon.queries.ts';
import { getCalendarReadDays } from './delivery/booking-window.ts';
import {
  findActiveFlows,
  findAllPriceTables,
  findAllTurnarounds,
  findClosedDays,
  findVatRates,
  getProviderSettings,
} from './order-reference.queries.ts';

/**
 * The ordering reference data every form is computed from: the active flows with their
 * clients, the price tables, the turnarounds, the provider's settings and closed days (from
 * the booking window's read days, getCalendarReadDays), the VAT rates. Staff edit these rarely;
 * bookings, the team's templates and fields are read per request instead.
 */
export interface ReferenceSnapshot {
  /** UTC day the closed-days window was read for. */
  day: string;
  flows: ReadonlyMap<string, { flow: OrderFlowRow; client: EnterpriseClientRow | null }>;
  treatmentPrices: readonly TreatmentPriceRow[];
  addonPrices: readonly AddonPriceRow[];
  turnarounds: ReadonlyMap<string, TurnaroundRow>;
  provider: ProviderSettingsRow;
  closedDays: ReadonlyMap<string, string>;
  vatRates: ReadonlyMap<string, number>;
  /** Active upsell coupons (§3 upsellCoupon) not yet expired. */
  upsellCoupons: readonly CouponRow[];
}

export type ReferenceReader = (now: Date) => Promise<ReferenceSnapshot>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function readReferenceSnapshot(db: Db, now: Date): Promise<ReferenceSnapshot> {
  const { from, to } = getCalendarReadDays(now);
  const [flows, tables, turnarounds, provider, closedDays, vatRates, upsellCoupons] =
    await Promise.all([
      findActiveFlows(db),
      findAllPriceTables(db),
      findAllTurnarounds(db),
      getProviderSettings(db),
      findClosedDays(db, from, to),
      findVatRates(db),
      findUpsellCoupons(db, now),
    ]);
  return {
    day: isoDay(now),
    flows,
    treatmentPrices: tables.treatmentPrices,
    addonPrices: tables.addonPrices,
    turnarounds: new Map(turnarounds.map((row) => [row.key, row])),
    provider,
    closedDays,
    vatRates,
    upsellCoupons,
  };
}

/**
 * One short-lived copy of the reference data per instance (docs/ordering.md): re-read when it
 * is `ttlMs` old or the day has changed, so a staff edit shows on every instance within that
 * time and the database stays the only source of truth. `ttlMs` 0 reads on every request.
 */
export function createReferenceReader(db: Db, { ttlMs }: { ttlMs: number }): ReferenceReader {
  return createShortLivedCopy((now: Date) => readReferenceSnapshot(db, now), {
    ttlMs,
    keyOf: (now) => isoDay(now),
  });
}

/** The price rows a flow uses: its own and the list's (flow_key null), in table order. */
export function priceRowsOf<T extends { flowKey: string | null }>(
  rows: readonly T[],
  flowKey: string,
): T[] {
  return rows.filter((row) => row.flowKey === null || row.flowKey === flowKey);
}
