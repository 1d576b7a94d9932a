import {
  dayMs,
  type TOrderStatus,
  type TTreatmentKey,
  treatmentNames,
  ZOrderFormValues,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { memberships, orderFlows, orders, orderTransitions, teams } from '../schema/index.ts';

const titles = [
  'Weekly sales update',
  'Product brief',
  'Region review',
  'Board pack',
  'Partner pitch',
];

/**
 * Demo data for the capacity overview: Contoso Enterprise (40 slides a working day on its
 * subscription) has subscription orders delivered on most working days of the last six weeks and
 * planned for the next two, so its insights dashboard shows real bars on first start. The
 * numbers come from a fixed sequence, so every start draws the same month.
 */
export async function seedDemoCapacityOrders(db: Db, now = new Date()): Promise<void> {
  const [owner] = await db
    .select({ teamId: teams.id, userId: memberships.userId })
    .from(teams)
    .innerJoin(memberships, eq(memberships.teamId, teams.id))
    .where(and(eq(teams.name, 'Contoso Enterprise'), eq(memberships.role, 'owner')))
    .limit(1);
  // The flows are reference data, seeded first at every start (server.ts); without them, none.
  const [flow] = await db
    .select({ key: orderFlows.key })
    .from(orderFlows)
    .where(eq(orderFlows.key, 'order-now'));
  if (!owner || !flow) return;
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
  const today = Math.floor(now.getTime() / dayMs);
  let index = 0;
  for (let day = today - 42; day <= today + 14; day += 1) {
    const weekday = new Date(day * dayMs).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const count = day > today ? next(2) : 1 + next(3);
    for (let order = 0; order < count; order += 1) {
      index += 1;
      const slides = 5 + next(16);
      const treatment: TTreatmentKey = next(3) === 0 ? 'fixup' : 'redesign';
      const status: TOrderStatus =
        day < today - 5
          ? 'approved'
          : day < today
            ? 'delivered'
            : day === today
              ? 'inProgress'
              : 'received';
      const placedAt = new Date((day - 3 + 9 / 24) * dayMs);
      const promisedAt = new Date((day + 16 / 24) * dayMs);
      const title = titles[next(titles.length)] ?? 'Update';
      const [row] = await db
        .insert(orders)
        .values({
          teamId: owner.teamId,
          createdByUserId: owner.userId,
          flowKey: 'order-now',
          status,
          treatment,
          slides,
          turnaround: '72h',
          formValues: ZOrderFormValues.parse({
            treatment,
            slides,
            turnaround: '72h',
            style: { styleType: 'recommendation' },
            brief: { text: `${title}: our template, our tone.` },
          }),
          price: {
            currency: 'USD',
            lines: [
              {
                key: 'treatment',
                label: `${slides} slides · ${treatmentNames[treatment].name}`,
                amount: 0,
              },
            ],
            subtotal: 0,
            discount: 0,
            vatRate: 0,
            vat: 0,
            total: 0,
            capacitySlides: slides,
          },
          currency: 'USD',
          total: 0,
          capacitySlides: slides,
          paymentMethod: 'subscription',
          promisedDeliveryAt: promisedAt,
          timeZone: 'Europe/London',
          idempotencyKey: `demo-capacity-${index}`,
          requestFingerprint: 'demo',
          createdAt: placedAt,
          updatedAt: placedAt,
        })
        .returning({ id: orders.id });
      if (!row) continue;
      await db.insert(orderTransitions).values({
        orderId: row.id,
        fromStatus: null,
        toStatus: status,
        actorKind: 'customer',
        actorUserId: owner.userId,
        createdAt: placedAt,
      });
    }
  }
}
