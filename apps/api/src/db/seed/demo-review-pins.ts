import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import {
  orderDeliveries,
  orders,
  reviewPinPlacements,
  reviewPinReplies,
  reviewPins,
  slidePreviews,
  users,
} from '../schema/index.ts';

/**
 * Comments on the slides of Northwind's order under review (after demo-order-work): two pinned on
 * the first version, sent with the revision request and answered by the second; one open on the
 * second version with a reply from staff. The studio shows every state of a pin on first start.
 */
export async function seedDemoReviewPins(db: Db, now = new Date()): Promise<void> {
  const [order] = await db
    .select({ id: orders.id, createdByUserId: orders.createdByUserId })
    .from(orders)
    .where(eq(orders.idempotencyKey, 'demo-order-3'));
  const [staff] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'staff@example.com'));
  if (!order?.createdByUserId || !staff) return;
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, order.createdByUserId));
  const previews = await db
    .select({ id: slidePreviews.id, round: orderDeliveries.round, at: orderDeliveries.createdAt })
    .from(slidePreviews)
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(eq(slidePreviews.orderId, order.id))
    .orderBy(asc(orderDeliveries.round));
  const [first, second] = previews;
  if (!owner || !first || !second) return;
  const existing = await db
    .select({ id: reviewPins.id })
    .from(reviewPins)
    .where(and(eq(reviewPins.orderId, order.id)));
  if (existing.length > 0) return;
  const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);
  const asOwner = { authorUserId: owner.id, authorName: owner.name, fromStaff: false };

  const pins = [
    {
      number: 1,
      body: 'Please use our new logo here.',
      preview: first,
      position: 1,
      area: { x: 0.06, y: 0.12, w: 0.3, h: 0.2 },
      answer: { kind: 'addressed' as const, note: 'The new logo is in, top left.' },
      resolved: false,
    },
    {
      number: 2,
      body: 'The chart is hard to read: make it larger.',
      preview: first,
      position: 2,
      area: { x: 0.55, y: 0.5, w: null, h: null },
      answer: { kind: 'addressed' as const, note: null },
      resolved: true,
    },
    {
      number: 3,
      body: 'Could the subtitle be a little larger?',
      preview: second,
      position: 1,
      area: { x: 0.3, y: 0.55, w: null, h: null },
      answer: null,
      resolved: false,
    },
  ];
  for (const pin of pins) {
    const created = minutes(pin.preview.at, 30 + pin.number);
    const [row] = await db
      .insert(reviewPins)
      .values({
        orderId: order.id,
        number: pin.number,
        ...asOwner,
        body: pin.body,
        status: pin.resolved ? 'resolved' : 'open',
        resolvedAt: pin.resolved ? minutes(second.at, 90) : null,
        resolvedByName: pin.resolved ? owner.name : null,
        requestedOnVersion: pin.answer ? first.round : null,
        answerKind: pin.answer?.kind ?? null,
        answerNote: pin.answer?.note ?? null,
        answerVersion: pin.answer ? second.round : null,
        answeredAt: pin.answer ? second.at : null,
        createdAt: created,
      })
      .returning({ id: reviewPins.id });
    if (!row) continue;
    await db.insert(reviewPinPlacements).values({
      pinId: row.id,
      previewId: pin.preview.id,
      position: pin.position,
      ...pin.area,
      createdAt: created,
    });
    if (pin.number === 3) {
      await db.insert(reviewPinReplies).values({
        pinId: row.id,
        authorUserId: staff.id,
        authorName: staff.name,
        fromStaff: true,
        body: 'Happy to: tell us in a revision request and it will be 28 pt.',
        createdAt: new Date(Math.min(minutes(created, 45).getTime(), now.getTime())),
      });
    }
  }
}
