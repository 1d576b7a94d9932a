import { type TReviewPin, type TReviewPinPlacement, toServerTimestamp } from '@deckhand/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  orderDeliveries,
  type ReviewPinPlacementRow,
  type ReviewPinReplyRow,
  type ReviewPinRow,
  reviewPinPlacements,
  reviewPinReplies,
  reviewPins,
  slidePreviews,
} from '../../../db/schema/index.ts';
import { isViewerAuthor, type OrderViewer } from '../orders/order-viewer.ts';

/** Who reads the pins (their own ones they may edit). */
type PinReader = Pick<OrderViewer, 'userId' | 'guestSessionId'>;

const stamp = (date: Date | null) => (date ? toServerTimestamp(date) : null);

function toAuthored(row: ReviewPinRow | ReviewPinReplyRow, viewer: PinReader) {
  return {
    authorName: row.authorName,
    fromStaff: row.fromStaff,
    fromGuest: row.authorGuestSessionId !== null,
    isOwn: isViewerAuthor(row, viewer),
    body: row.body,
    at: toServerTimestamp(row.createdAt),
    editedAt: stamp(row.editedAt),
  };
}

function carriedFrom(
  placement: ReviewPinPlacementRow,
  roundOf: ReadonlyMap<number, number>,
): TReviewPinPlacement['carriedFrom'] {
  const round =
    placement.carriedFromPreviewId === null
      ? undefined
      : roundOf.get(placement.carriedFromPreviewId);
  return round === undefined || placement.carriedFromPosition === null
    ? null
    : { round, position: placement.carriedFromPosition };
}

/** An order's pins as its pages show them to one viewer (whose own they may edit), by number. */
export async function listReviewPins(
  db: Db,
  orderId: number,
  viewer: PinReader,
  onlyPinId?: number,
): Promise<TReviewPin[]> {
  const pins = await db
    .select()
    .from(reviewPins)
    .where(onlyPinId === undefined ? eq(reviewPins.orderId, orderId) : eq(reviewPins.id, onlyPinId))
    .orderBy(asc(reviewPins.number));
  if (pins.length === 0) return [];
  const ids = pins.map((pin) => pin.id);
  const placements = await db
    .select({ placement: reviewPinPlacements, round: orderDeliveries.round })
    .from(reviewPinPlacements)
    .innerJoin(slidePreviews, eq(slidePreviews.id, reviewPinPlacements.previewId))
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    // A pin carried onto a draft shows there once staff publish it.
    .where(and(inArray(reviewPinPlacements.pinId, ids), isNotNull(orderDeliveries.publishedAt)))
    .orderBy(asc(orderDeliveries.round));
  const replies = await db
    .select()
    .from(reviewPinReplies)
    .where(inArray(reviewPinReplies.pinId, ids))
    .orderBy(asc(reviewPinReplies.createdAt), asc(reviewPinReplies.id));
  // A pin is carried from a version it has a placement on, so that placement names its round.
  const roundOf = new Map(placements.map(({ placement, round }) => [placement.previewId, round]));
  return pins.map((pin) => ({
    ...toAuthored(pin, viewer),
    id: pin.id,
    number: pin.number,
    status: pin.status,
    requestedOnVersion: pin.requestedOnVersion,
    answer:
      pin.answerKind && pin.answerVersion !== null && pin.answeredAt
        ? {
            kind: pin.answerKind,
            note: pin.answerNote,
            version: pin.answerVersion,
            at: toServerTimestamp(pin.answeredAt),
          }
        : null,
    resolvedAt: stamp(pin.resolvedAt),
    resolvedBy: pin.resolvedByName,
    placements: placements
      .filter(({ placement }) => placement.pinId === pin.id)
      .map(({ placement, round }) => ({
        previewId: placement.previewId,
        round,
        position: placement.position,
        x: placement.x,
        y: placement.y,
        w: placement.w,
        h: placement.h,
        state: placement.state,
        carriedFrom: carriedFrom(placement, roundOf),
        areaChanged: placement.areaChanged,
      })),
    replies: replies
      .filter((reply) => reply.pinId === pin.id)
      .map((reply) => ({ ...toAuthored(reply, viewer), id: reply.id })),
  }));
}
