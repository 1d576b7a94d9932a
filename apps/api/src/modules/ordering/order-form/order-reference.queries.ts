import { dayMs } from '@deckhand/contract';
import { and, asc, between, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type AddonPriceRow,
  addonPrices,
  type EnterpriseClientRow,
  enterpriseClients,
  type OrderFlowRow,
  orderFlows,
  orders,
  type ProviderSettingsRow,
  providerHolidays,
  providerSettings,
  type TreatmentPriceRow,
  type TurnaroundRow,
  treatmentPrices,
  turnarounds,
  vatRates,
} from '../../../db/schema/index.ts';

/**
 * The ordering reference data a form is computed from, read per request: nothing is cached in
 * process memory (several instances run side by side and staff edit these tables).
 */

/** The production settings when the row is missing (the reference seed writes the same). */
export const defaultProviderSettings: ProviderSettingsRow = {
  id: 1,
  dailySlideCapacity: 400,
  timeZone: 'Europe/Copenhagen',
};

/** Orders whose promised slides take up the provider's daily capacity. */
const bookingStatuses = ['received', 'awaitingPayment'] as const;

/** The active flows by key, each with its enterprise client (null for a public flow). */
export async function findActiveFlows(
  db: Db,
): Promise<Map<string, { flow: OrderFlowRow; client: EnterpriseClientRow | null }>> {
  const rows = await db
    .select({ flow: orderFlows, client: enterpriseClients })
    .from(orderFlows)
    .leftJoin(enterpriseClients, eq(enterpriseClients.key, orderFlows.clientKey))
    .where(eq(orderFlows.active, true));
  return new Map(rows.map((row) => [row.flow.key, row]));
}

/** Every treatment and add-on price row: the list's (flow_key null) and each flow's own. */
export async function findAllPriceTables(
  db: Db,
): Promise<{ treatmentPrices: TreatmentPriceRow[]; addonPrices: AddonPriceRow[] }> {
  const [treatmentRows, addonRows] = await Promise.all([
    db.select().from(treatmentPrices).orderBy(asc(treatmentPrices.id)),
    db.select().from(addonPrices).orderBy(asc(addonPrices.position), asc(addonPrices.id)),
  ]);
  return { treatmentPrices: treatmentRows, addonPrices: addonRows };
}

/** Every turnaround, by position (fastest first). */
export async function findAllTurnarounds(db: Db): Promise<TurnaroundRow[]> {
  return db.select().from(turnarounds).orderBy(asc(turnarounds.position), asc(turnarounds.key));
}

/** The provider's one settings row, or the defaults when it is missing. */
export async function getProviderSettings(db: Db): Promise<ProviderSettingsRow> {
  const [row] = await db.select().from(providerSettings).where(eq(providerSettings.id, 1));
  return row ?? defaultProviderSettings;
}

/**
 * Days between `fromDate` and `toDate` ('YYYY-MM-DD', both included) on which a holiday leaves
 * no availability: date → title (the first holiday's, when a day has several).
 */
export async function findClosedDays(
  db: Db,
  fromDate: string,
  toDate: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ date: providerHolidays.date, title: providerHolidays.title })
    .from(providerHolidays)
    .where(
      and(
        between(providerHolidays.date, fromDate, toDate),
        eq(providerHolidays.noAvailability, true),
      ),
    )
    .orderBy(asc(providerHolidays.date), asc(providerHolidays.id));
  const closed = new Map<string, string>();
  for (const row of rows) if (!closed.has(row.date)) closed.set(row.date, row.title);
  return closed;
}

/**
 * Slides promised per day between `fromDate` and `toDate` (both included), the day being the
 * date of promised_delivery_at in the provider's `timeZone`: the sum of orders.slides of orders
 * received or awaiting payment.
 */
export async function findBookedSlides(
  db: Db,
  fromDate: string,
  toDate: string,
  timeZone: string,
): Promise<Map<string, number>> {
  // A day either side in UTC covers every zone; the local date then picks the exact days.
  const lower = new Date(Date.parse(`${fromDate}T00:00:00Z`) - dayMs);
  const upper = new Date(Date.parse(`${toDate}T00:00:00Z`) + 2 * dayMs);
  const localDay = sql<string>`to_char(${orders.promisedDeliveryAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: localDay, slides: sql<number>`coalesce(sum(${orders.slides}), 0)::int` })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...bookingStatuses]),
        gte(orders.promisedDeliveryAt, lower),
        lt(orders.promisedDeliveryAt, upper),
      ),
    )
    // By position: the zone is a bound parameter, so the expression itself cannot be repeated.
    .groupBy(sql`1`);
  const booked = new Map<string, number>();
  for (const row of rows) {
    if (row.day >= fromDate && row.day <= toDate) booked.set(row.day, Number(row.slides));
  }
  return booked;
}

/** The VAT rates by country code, in basis points. */
export async function findVatRates(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(vatRates);
  return new Map(rows.map((row) => [row.countryCode, row.rateBasisPoints]));
}
