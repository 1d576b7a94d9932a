import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orderDeliveries, slidePreviews } from '../../../db/schema/index.ts';
import type { OrderViewer } from '../orders/order-viewer.ts';
import { appendReviewEvent, type ReviewActor } from '../review-log/append-review-event.ts';

/** The trail's actor for someone who may see the order. */
export const reviewActorOf = (viewer: OrderViewer): ReviewActor => ({
  kind: viewer.guestSessionId !== null ? 'guest' : viewer.isStaff ? 'staff' : 'customer',
  userId: viewer.userId,
  name: viewer.name,
});

/** The version a preview shows. */
async function findPreviewRound(tx: Db, previewId: number): Promise<number | null> {
  const [row] = await tx
    .select({ round: orderDeliveries.round })
    .from(slidePreviews)
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(eq(slidePreviews.id, previewId));
  return row?.round ?? null;
}

/** A pin resolved or reopened goes into the trail (a click that changes nothing does not). */
export async function recordPinResolution(
  tx: Db,
  options: {
    order: { id: number };
    viewer: OrderViewer;
    pin: { number: number; status: string };
    resolved: boolean;
    now?: Date;
  },
): Promise<void> {
  if (options.pin.status === (options.resolved ? 'resolved' : 'open')) return;
  await appendReviewEvent(tx, {
    orderId: options.order.id,
    kind: options.resolved ? 'pinResolved' : 'pinReopened',
    actor: reviewActorOf(options.viewer),
    details: { pin: options.pin.number },
    now: options.now,
  });
}

/** A new pin goes into the trail with its number, slide and version. */
export async function recordPinAdded(
  tx: Db,
  options: {
    order: { id: number };
    viewer: OrderViewer;
    pin: number;
    target: { previewId: number; position: number };
    now: Date;
  },
): Promise<void> {
  await appendReviewEvent(tx, {
    orderId: options.order.id,
    kind: 'pinAdded',
    actor: reviewActorOf(options.viewer),
    round: await findPreviewRound(tx, options.target.previewId),
    details: { pin: options.pin, slide: options.target.position },
    now: options.now,
  });
}
