import type { TCapacityReport, TOrderStatus } from '@deckhand/contract';
import { dayMs } from '@deckhand/contract';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, providerHolidays, providerSettings } from '../../db/schema/index.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthKey = (year: number, month: number) => `${year}-${twoDigits(month)}`;
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Monday to Friday of a YYYY-MM-DD (weekdays do not depend on a zone for a calendar date). */
const isWeekday = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/**
 * The capacity overview of a team for a month (§3 capacity reports), computed from its orders:
 * days, months and the breakdown are the provider's calendar days (its zone), an order counts on
 * its promised delivery day, cancelled orders count nowhere but in the breakdown, and capacity is
 * the team's daily capacity on working days (weekdays without a closed holiday).
 */
export async function buildCapacityReport(
  db: Db,
  options: {
    team: { id: number; name: string; dailyCapacity: number };
    year: number;
    month: number;
  },
): Promise<TCapacityReport> {
  const { team, year, month } = options;
  const [settings] = await db
    .select({ timeZone: providerSettings.timeZone })
    .from(providerSettings);
  const timeZone = settings?.timeZone ?? 'UTC';
  // A day either side of the year covers every zone's calendar year.
  const from = new Date(Date.UTC(year, 0, 1) - dayMs);
  const until = new Date(Date.UTC(year + 1, 0, 1) + dayMs);
  const localDay = sql<string>`to_char(${orders.promisedDeliveryAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inYear = and(
    eq(orders.teamId, team.id),
    gte(orders.promisedDeliveryAt, from),
    lt(orders.promisedDeliveryAt, until),
  );

  const [days, statuses, treatments, closed] = await Promise.all([
    db
      .select({
        day: localDay,
        used: sql<number>`coalesce(sum(${orders.capacitySlides}) filter (where ${orders.paymentMethod} = 'subscription'), 0)::int`,
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(inYear, ne(orders.status, 'cancelled')))
      .groupBy(sql`1`),
    db
      .select({ day: localDay, status: orders.status, orders: sql<number>`count(*)::int` })
      .from(orders)
      .where(inYear)
      .groupBy(sql`1`, orders.status),
    db
      .select({
        day: localDay,
        treatment: orders.treatment,
        orders: sql<number>`count(*)::int`,
        slides: sql<number>`coalesce(sum(${orders.slides}), 0)::int`,
      })
      .from(orders)
      .where(and(inYear, ne(orders.status, 'cancelled')))
      .groupBy(sql`1`, orders.treatment),
    db
      .select({ date: providerHolidays.date })
      .from(providerHolidays)
      .where(
        and(
          eq(providerHolidays.noAvailability, true),
          gte(providerHolidays.date, `${year}-01-01`),
          lt(providerHolidays.date, `${year + 1}-01-01`),
        ),
      ),
  ]);

  const closedDays = new Set(closed.map((row) => row.date));
  const capacityOf = (day: string) =>
    isWeekday(day) && !closedDays.has(day) ? team.dailyCapacity : 0;
  const byDay = new Map(days.map((row) => [row.day, row]));
  const thisMonth = monthKey(year, month);

  const daily = Array.from({ length: daysInMonth(year, month) }, (_, index) => {
    const date = `${thisMonth}-${twoDigits(index + 1)}`;
    const row = byDay.get(date);
    return { date, capacity: capacityOf(date), used: row?.used ?? 0, orders: row?.orders ?? 0 };
  });

  const monthly = Array.from({ length: 12 }, (_, index) => {
    const key = monthKey(year, index + 1);
    let capacity = 0;
    for (let day = 1; day <= daysInMonth(year, index + 1); day += 1) {
      capacity += capacityOf(`${key}-${twoDigits(day)}`);
    }
    const used = days
      .filter((row) => row.day.startsWith(key))
      .reduce((sum, row) => sum + Number(row.used), 0);
    return { month: key, capacity, used };
  });

  const statusTotals = new Map<TOrderStatus, number>();
  for (const row of statuses) {
    if (!row.day.startsWith(thisMonth)) continue;
    statusTotals.set(row.status, (statusTotals.get(row.status) ?? 0) + Number(row.orders));
  }
  const treatmentTotals = new Map<string, { orders: number; slides: number }>();
  for (const row of treatments) {
    if (!row.day.startsWith(thisMonth)) continue;
    const key = row.treatment ?? 'other';
    const total = treatmentTotals.get(key) ?? { orders: 0, slides: 0 };
    treatmentTotals.set(key, {
      orders: total.orders + Number(row.orders),
      slides: total.slides + Number(row.slides),
    });
  }

  return {
    team: { name: team.name, dailyCapacity: team.dailyCapacity },
    year,
    month,
    daily,
    breakdown: {
      byStatus: [...statusTotals].map(([status, count]) => ({ status, orders: count })),
      byTreatment: [...treatmentTotals].map(([treatment, total]) => ({ treatment, ...total })),
    },
    monthly,
  };
}

/** The month asked for, or the current one (UTC) when left out. */
export function monthOf(query: { year?: number | undefined; month?: number | undefined }) {
  const now = new Date();
  return { year: query.year ?? now.getUTCFullYear(), month: query.month ?? now.getUTCMonth() + 1 };
}
