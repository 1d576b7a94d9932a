import { dayMs, orderFormMessages } from '@deckhand/contract';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orders, teams } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { dayIn } from '../order-form/form-components.ts';

/**
 * Slides of the team's daily capacity (its subscription's slides a day) already taken by its
 * subscription orders delivered on `day` (YYYY-MM-DD in the provider's zone).
 */
export async function findCapacityUsed(
  db: Db,
  options: { teamId: number; day: string; timeZone: string },
): Promise<number> {
  const { teamId, day, timeZone } = options;
  const noon = Date.parse(`${day}T12:00:00Z`);
  const localDay = sql<string>`to_char(${orders.promisedDeliveryAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: localDay, slides: sql<number>`coalesce(sum(${orders.capacitySlides}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.teamId, teamId),
        eq(orders.paymentMethod, 'subscription'),
        ne(orders.status, 'cancelled'),
        gte(orders.promisedDeliveryAt, new Date(noon - 2 * dayMs)),
        lt(orders.promisedDeliveryAt, new Date(noon + 2 * dayMs)),
      ),
    )
    .groupBy(sql`1`);
  return Number(rows.find((row) => row.day === day)?.slides ?? 0);
}

/**
 * A subscription order takes its slides from the team's daily capacity on its delivery day
 * (§3 hasDailyCapacity): checked in the order's transaction with the team row locked, so two
 * orders placed at once cannot both take the last slides. Throws a 422 on `payment` when the
 * day has too few left.
 */
export async function reserveDailyCapacity(
  tx: Db,
  options: { teamId: number; slides: number; deliveryAt: Date; timeZone: string },
): Promise<void> {
  const [team] = await tx
    .select({ dailyCapacity: teams.dailyCapacity })
    .from(teams)
    .where(eq(teams.id, options.teamId))
    .for('update');
  const capacity = team?.dailyCapacity ?? 0;
  const day = dayIn(options.deliveryAt, options.timeZone);
  const used = await findCapacityUsed(tx, {
    teamId: options.teamId,
    day,
    timeZone: options.timeZone,
  });
  const left = Math.max(capacity - used, 0);
  if (options.slides > left) {
    throw new AppError('VALIDATION', undefined, {
      fieldErrors: { payment: [orderFormMessages.capacityUsedUp(left)] },
    });
  }
}
