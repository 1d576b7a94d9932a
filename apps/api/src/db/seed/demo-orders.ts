import {
  dayMs,
  formatOrderNumber,
  type TOrderPaymentMethod,
  type TOrderStatus,
  type TTreatmentKey,
  treatmentNames,
  ZOrderFormValues,
} from '@deckhand/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import {
  creditEntries,
  memberships,
  orderFlows,
  orders,
  orderTransitions,
  teams,
} from '../schema/index.ts';

interface DemoOrder {
  title: string;
  flowKey: string;
  status: TOrderStatus;
  treatment: TTreatmentKey;
  slides: number;
  turnaround: string;
  /** Minor units (USD); null for a quote not priced yet. */
  total: number | null;
  paymentMethod: TOrderPaymentMethod | null;
  daysAgo: number;
  /** Days from placing to the promise; none for a quote. */
  promisedAfterDays: number | null;
  /** The demo credit spend (demo-billing.ts) this order is, linked by its reference. */
  spendReference?: string;
}

/** Northwind Studio's orders, oldest first: the two the demo credits paid, and more. */
const demoOrders: readonly DemoOrder[] = [
  {
    title: 'Quarterly results deck',
    flowKey: 'order-now',
    status: 'received',
    treatment: 'redesign',
    slides: 24,
    turnaround: '48h',
    total: 48_000,
    paymentMethod: 'credits',
    daysAgo: 30,
    promisedAfterDays: 2,
    spendReference: 'order:demo-1',
  },
  {
    title: 'Board update',
    flowKey: 'order-now',
    status: 'cancelled',
    treatment: 'fixup',
    slides: 10,
    turnaround: '72h',
    total: 9_000,
    paymentMethod: 'card',
    daysAgo: 20,
    promisedAfterDays: 3,
  },
  {
    title: 'Product launch pitch',
    flowKey: 'order-now',
    status: 'received',
    treatment: 'customDesign',
    slides: 25,
    turnaround: '72h',
    total: 72_500,
    paymentMethod: 'credits',
    daysAgo: 12,
    promisedAfterDays: 3,
    spendReference: 'order:demo-2',
  },
  {
    title: 'Investor roadshow',
    flowKey: 'quote',
    status: 'quoteRequested',
    treatment: 'customDesign',
    slides: 60,
    turnaround: '5d',
    total: null,
    paymentMethod: null,
    daysAgo: 2,
    promisedAfterDays: null,
  },
  {
    title: 'Sales kickoff',
    flowKey: 'order-now',
    status: 'received',
    treatment: 'redesign',
    slides: 18,
    turnaround: '72h',
    total: 27_000,
    paymentMethod: 'invoice',
    daysAgo: 1,
    promisedAfterDays: 3,
  },
];

/**
 * Demo orders (demo data): Northwind Studio's owner finds five orders at /my-profile/orders on
 * first start, in each status the customer sees today; the two the demo credits paid carry
 * their credit entries' references. Runs after demo-billing.
 */
export async function seedDemoOrders(db: Db, now = new Date()): Promise<void> {
  const [owner] = await db
    .select({ teamId: teams.id, userId: memberships.userId })
    .from(teams)
    .innerJoin(memberships, eq(memberships.teamId, teams.id))
    .where(and(eq(teams.name, 'Northwind Studio'), eq(memberships.role, 'owner')))
    .limit(1);
  // The flows are reference data, seeded first at every start (server.ts); without them, none.
  const flows = await db.select({ key: orderFlows.key }).from(orderFlows);
  const known = new Set(flows.map((flow) => flow.key));
  if (!owner || demoOrders.some((demo) => !known.has(demo.flowKey))) return;
  for (const [index, demo] of demoOrders.entries()) {
    // Placed at 10:00 and promised for 17:00 UTC, as a person would order and expect them.
    const day = Math.floor(now.getTime() / dayMs) - demo.daysAgo;
    const placedAt = new Date((day + 10 / 24) * dayMs);
    const promisedAt =
      demo.promisedAfterDays === null
        ? null
        : new Date((day + demo.promisedAfterDays + 17 / 24) * dayMs);
    const label = `${demo.slides} slides · ${treatmentNames[demo.treatment].name}`;
    const [row] = await db
      .insert(orders)
      .values({
        teamId: owner.teamId,
        createdByUserId: owner.userId,
        flowKey: demo.flowKey,
        status: demo.status,
        treatment: demo.treatment,
        slides: demo.slides,
        turnaround: demo.turnaround,
        formValues: ZOrderFormValues.parse({
          treatment: demo.treatment,
          slides: demo.slides,
          turnaround: demo.turnaround,
          style: { styleType: 'recommendation' },
          files: {
            googleSlidesUrls: ['https://docs.google.com/presentation/d/northwind-demo/edit'],
          },
          brief: { text: `${demo.title}: keep our colours, make the numbers readable.` },
        }),
        price:
          demo.total === null
            ? null
            : {
                currency: 'USD',
                lines: [{ key: 'treatment', label, amount: demo.total }],
                subtotal: demo.total,
                discount: 0,
                vatRate: 0,
                vat: 0,
                total: demo.total,
                capacitySlides: null,
              },
        currency: 'USD',
        total: demo.total,
        paymentMethod: demo.paymentMethod,
        promisedDeliveryAt: promisedAt,
        timeZone: 'Europe/London',
        idempotencyKey: `demo-order-${index + 1}`,
        requestFingerprint: 'demo',
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id });
    if (!row) continue;
    await db.insert(orderTransitions).values({
      orderId: row.id,
      fromStatus: null,
      toStatus: demo.status,
      actorKind: demo.status === 'cancelled' ? 'system' : 'customer',
      actorUserId: demo.status === 'cancelled' ? null : owner.userId,
      note: demo.status === 'cancelled' ? 'The card was declined.' : null,
      createdAt: placedAt,
    });
    if (demo.spendReference) {
      await db
        .update(creditEntries)
        .set({
          reference: `order:${row.id}`,
          reason: `Order ${formatOrderNumber(row.id)}: ${demo.title}`,
        })
        .where(
          and(
            eq(creditEntries.teamId, owner.teamId),
            eq(creditEntries.reference, demo.spendReference),
          ),
        );
    }
  }
}
