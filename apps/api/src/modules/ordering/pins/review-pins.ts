import {
  isOrderClosed,
  reviewPinMessages as m,
  reviewPinRules,
  type TCreateReviewPinRequest,
  type TPinArea,
  type TPlaceReviewPinRequest,
  type TReviewPin,
  ZPinArea,
} from '@deckhand/contract';
import { and, count, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  type OrderRow,
  orderDeliveries,
  orders,
  previewSlides,
  reviewPinPlacements,
  reviewPinReplies,
  reviewPins,
  slidePreviews,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { isViewerAuthor, type OrderViewer } from '../orders/order-viewer.ts';
import { carryOntoLaterVersions } from './carry/carry-pins.ts';
import { schedulePinDigest } from './digest/pin-digest-job.ts';
import { recordPinAdded, recordPinResolution } from './pin-review-events.ts';
import { listReviewPins } from './review-pins.queries.ts';

/**
 * Locks the order's row for a change to its pins (numbers and limits are counted under it) and
 * refuses a closed review.
 */
async function lockOpenOrder(tx: Db, order: Pick<OrderRow, 'id'>): Promise<void> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id))
    .for('update');
  if (!row || isOrderClosed(row.status)) throw new AppError('CONFLICT', m.closed);
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { fieldErrors: { [field]: [message] } });

async function readPin(tx: Db, order: Pick<OrderRow, 'id'>, viewer: OrderViewer, pinId: number) {
  const [pin] = await listReviewPins(tx, order.id, viewer, pinId);
  if (!pin) throw new Error('review pins: the pin was not read back');
  return pin;
}

/** The pin of this order, or 404 (an id of another order's pin finds nothing). */
async function findOrderPin(tx: Db, orderId: number, pinId: number) {
  const [pin] = await tx
    .select()
    .from(reviewPins)
    .where(and(eq(reviewPins.id, pinId), eq(reviewPins.orderId, orderId)));
  if (!pin) throw new AppError('NOT_FOUND', m.notFound);
  return pin;
}

/**
 * The order's ready preview of a published version has that slide, or 422 on the field that is
 * wrong (a draft's slides take no pins: the customer does not see them yet).
 */
async function assertRenderedSlide(
  tx: Db,
  order: Pick<OrderRow, 'id'>,
  target: { previewId: number; position: number },
): Promise<void> {
  const [preview] = await tx
    .select({ status: slidePreviews.status })
    .from(slidePreviews)
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(
      and(
        eq(slidePreviews.id, target.previewId),
        eq(slidePreviews.orderId, order.id),
        isNotNull(orderDeliveries.publishedAt),
      ),
    );
  if (preview?.status !== 'ready') throw invalid('previewId', m.notReady);
  const [slide] = await tx
    .select({ position: previewSlides.position })
    .from(previewSlides)
    .where(
      and(
        eq(previewSlides.previewId, target.previewId),
        eq(previewSlides.position, target.position),
      ),
    );
  if (!slide) throw invalid('position', m.slideNotFound);
}

/** A point stays a point; an area too small to see is a point. */
function normalArea(area: TPinArea): TPinArea {
  const small = (side: number | null) => side === null || side < reviewPinRules.minAreaSide;
  return small(area.w) || small(area.h) ? { x: area.x, y: area.y, w: null, h: null } : area;
}

/** Pins a comment to a point or an area of a rendered slide of one of the order's versions. */
export function createReviewPin(
  db: Db,
  options: { order: OrderRow; viewer: OrderViewer; request: TCreateReviewPinRequest },
): Promise<TReviewPin> {
  const { order, viewer, request } = options;
  const area = normalArea(ZPinArea.parse(request.area));
  // The API's clock, like the digest's window (a test can set it).
  const writtenAt = new Date();
  return db.transaction(async (tx) => {
    await lockOpenOrder(tx, order);
    await assertRenderedSlide(tx, order, request);
    const [counted] = await tx
      .select({ total: count(), last: max(reviewPins.number) })
      .from(reviewPins)
      .where(eq(reviewPins.orderId, order.id));
    if ((counted?.total ?? 0) >= reviewPinRules.pinsPerOrderMax) {
      throw new AppError('CONFLICT', m.tooMany);
    }
    const [pin] = await tx
      .insert(reviewPins)
      .values({
        orderId: order.id,
        number: (counted?.last ?? 0) + 1,
        authorUserId: viewer.userId,
        authorGuestSessionId: viewer.guestSessionId,
        authorName: viewer.name,
        fromStaff: viewer.isStaff,
        body: request.body,
        createdAt: writtenAt,
      })
      .returning({ id: reviewPins.id });
    if (!pin) throw new Error('review pins: the pin was not written');
    await schedulePinDigest(tx, order.id, writtenAt);
    await recordPinAdded(tx, {
      order,
      viewer,
      pin: (counted?.last ?? 0) + 1,
      target: request,
      now: writtenAt,
    });
    await tx.insert(reviewPinPlacements).values({
      pinId: pin.id,
      previewId: request.previewId,
      position: request.position,
      ...area,
    });
    // Made on an older version while a newer one is on screen: it goes on to the newer one.
    await carryOntoLaterVersions(tx, request.previewId);
    return readPin(tx, order, viewer, pin.id);
  });
}

/** A reply in a pin's thread. */
export function replyToReviewPin(
  db: Db,
  options: { order: OrderRow; viewer: OrderViewer; pinId: number; body: string },
): Promise<TReviewPin> {
  const { order, viewer } = options;
  return db.transaction(async (tx) => {
    await lockOpenOrder(tx, order);
    await findOrderPin(tx, order.id, options.pinId);
    const [counted] = await tx
      .select({ total: count() })
      .from(reviewPinReplies)
      .where(eq(reviewPinReplies.pinId, options.pinId));
    if ((counted?.total ?? 0) >= reviewPinRules.repliesPerPinMax) {
      throw new AppError('CONFLICT', m.tooManyReplies);
    }
    const writtenAt = new Date();
    await tx.insert(reviewPinReplies).values({
      pinId: options.pinId,
      authorUserId: viewer.userId,
      authorGuestSessionId: viewer.guestSessionId,
      authorName: viewer.name,
      fromStaff: viewer.isStaff,
      body: options.body,
      createdAt: writtenAt,
    });
    await schedulePinDigest(tx, order.id, writtenAt);
    return readPin(tx, order, viewer, options.pinId);
  });
}

/** Its writer edits a pin's words (or a reply's, with `replyId`). */
export function editReviewPinText(
  db: Db,
  options: {
    order: OrderRow;
    viewer: OrderViewer;
    pinId: number;
    replyId?: number;
    body: string;
    now?: Date;
  },
): Promise<TReviewPin> {
  const { order, viewer } = options;
  const editedAt = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockOpenOrder(tx, order);
    const pin = await findOrderPin(tx, order.id, options.pinId);
    if (options.replyId === undefined) {
      if (!isViewerAuthor(pin, viewer)) throw new AppError('FORBIDDEN', m.notYours);
      await tx
        .update(reviewPins)
        .set({ body: options.body, editedAt })
        .where(eq(reviewPins.id, pin.id));
    } else {
      const [reply] = await tx
        .select()
        .from(reviewPinReplies)
        .where(and(eq(reviewPinReplies.id, options.replyId), eq(reviewPinReplies.pinId, pin.id)));
      if (!reply) throw new AppError('NOT_FOUND', m.notFound);
      if (!isViewerAuthor(reply, viewer)) throw new AppError('FORBIDDEN', m.notYours);
      await tx
        .update(reviewPinReplies)
        .set({ body: options.body, editedAt })
        .where(eq(reviewPinReplies.id, options.replyId));
    }
    return readPin(tx, order, viewer, pin.id);
  });
}

/** Anyone who may see the order resolves a pin, or reopens it. */
export function setReviewPinResolution(
  db: Db,
  options: { order: OrderRow; viewer: OrderViewer; pinId: number; resolved: boolean; now?: Date },
): Promise<TReviewPin> {
  const { order, viewer } = options;
  return db.transaction(async (tx) => {
    await lockOpenOrder(tx, order);
    const pin = await findOrderPin(tx, order.id, options.pinId);
    await tx
      .update(reviewPins)
      .set(
        options.resolved
          ? {
              status: 'resolved',
              resolvedAt: options.now ?? new Date(),
              resolvedByName: viewer.isStaff ? `${viewer.name} · Deckhand` : viewer.name,
            }
          : { status: 'open', resolvedAt: null, resolvedByName: null },
      )
      .where(eq(reviewPins.id, pin.id));
    await recordPinResolution(tx, {
      order,
      viewer,
      pin,
      resolved: options.resolved,
      now: options.now,
    });
    if (!options.resolved) {
      // Reopened: carried on from where it was last placed, onto the versions made since.
      const [newest] = await tx
        .select({ previewId: reviewPinPlacements.previewId })
        .from(reviewPinPlacements)
        .innerJoin(slidePreviews, eq(slidePreviews.id, reviewPinPlacements.previewId))
        .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
        .where(eq(reviewPinPlacements.pinId, pin.id))
        .orderBy(desc(orderDeliveries.round))
        .limit(1);
      if (newest) await carryOntoLaterVersions(tx, newest.previewId);
    }
    return readPin(tx, order, viewer, pin.id);
  });
}

/**
 * Puts a pin on a version's slide by hand: the customer keeps a carried guess ("needs a look")
 * or moves it. The placement is then theirs (`placed`); where it was carried from is kept.
 */
export function placeReviewPin(
  db: Db,
  options: {
    order: OrderRow;
    viewer: OrderViewer;
    pinId: number;
    previewId: number;
    request: TPlaceReviewPinRequest;
  },
): Promise<TReviewPin> {
  const { order, viewer, previewId } = options;
  const area = normalArea(ZPinArea.parse(options.request.area));
  const position = options.request.position;
  return db.transaction(async (tx) => {
    await lockOpenOrder(tx, order);
    const pin = await findOrderPin(tx, order.id, options.pinId);
    await assertRenderedSlide(tx, order, { previewId, position });
    await tx
      .insert(reviewPinPlacements)
      .values({ pinId: pin.id, previewId, position, ...area, state: 'placed' })
      .onConflictDoUpdate({
        target: [reviewPinPlacements.pinId, reviewPinPlacements.previewId],
        set: { position, ...area, state: 'placed' },
      });
    return readPin(tx, order, viewer, pin.id);
  });
}
