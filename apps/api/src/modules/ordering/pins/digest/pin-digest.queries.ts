import { and, asc, desc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../../db/database.ts';
import {
  memberships,
  type OrderRow,
  orderDeliveries,
  reviewPinPlacements,
  reviewPinReplies,
  reviewPins,
  slidePreviews,
  users,
} from '../../../../db/schema/index.ts';

/** A new pin or reply, as the digest tells of it. */
export interface DigestItem {
  kind: 'pin' | 'reply';
  pinNumber: number;
  /** Where the pin was made: its version and slide. */
  round: number;
  position: number;
  authorUserId: number | null;
  authorName: string;
  fromStaff: boolean;
  body: string;
  createdAt: Date;
}

export interface DigestRecipient {
  userId: number;
  publicId: string;
  email: string;
  name: string;
  isStaff: boolean;
}

/** What a pin and a reply both keep of their writing. */
const writtenColumns = (table: typeof reviewPins | typeof reviewPinReplies) => ({
  authorUserId: table.authorUserId,
  authorName: table.authorName,
  fromStaff: table.fromStaff,
  body: table.body,
  createdAt: table.createdAt,
});

/** The order's pins and replies written in [from, to), oldest first. */
export async function readDigestItems(
  db: Db,
  orderId: number,
  window: { from: Date; to: Date },
): Promise<DigestItem[]> {
  const inWindow = (column: typeof reviewPins.createdAt | typeof reviewPinReplies.createdAt) =>
    and(gte(column, window.from), lt(column, window.to));
  const pins = await db
    .select({ pinId: reviewPins.id, pinNumber: reviewPins.number, ...writtenColumns(reviewPins) })
    .from(reviewPins)
    .where(and(eq(reviewPins.orderId, orderId), inWindow(reviewPins.createdAt)));
  const replies = await db
    .select({
      pinId: reviewPinReplies.pinId,
      pinNumber: reviewPins.number,
      ...writtenColumns(reviewPinReplies),
    })
    .from(reviewPinReplies)
    .innerJoin(reviewPins, eq(reviewPins.id, reviewPinReplies.pinId))
    .where(and(eq(reviewPins.orderId, orderId), inWindow(reviewPinReplies.createdAt)));
  const pinIds = [...new Set([...pins, ...replies].map((row) => row.pinId))];
  if (pinIds.length === 0) return [];
  // Where each pin was made: its earliest version (pins are carried forward only).
  const placements = await db
    .select({
      pinId: reviewPinPlacements.pinId,
      position: reviewPinPlacements.position,
      round: orderDeliveries.round,
    })
    .from(reviewPinPlacements)
    .innerJoin(slidePreviews, eq(slidePreviews.id, reviewPinPlacements.previewId))
    .innerJoin(orderDeliveries, eq(orderDeliveries.id, slidePreviews.deliveryId))
    .where(inArray(reviewPinPlacements.pinId, pinIds))
    .orderBy(asc(orderDeliveries.round));
  const madeAt = new Map<number, { round: number; position: number }>();
  for (const row of placements) {
    if (!madeAt.has(row.pinId)) madeAt.set(row.pinId, { round: row.round, position: row.position });
  }
  const place = (pinId: number) => madeAt.get(pinId) ?? { round: 1, position: 1 };
  return [
    ...pins.map(({ pinId, ...pin }) => ({ kind: 'pin' as const, ...place(pinId), ...pin })),
    ...replies.map(({ pinId, ...reply }) => ({
      kind: 'reply' as const,
      ...place(pinId),
      ...reply,
    })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Who hears of an order's comments: on the customer's side the person who placed it and every
 * member of its team who wrote on its slides (while still in the team); on Deckhand's side the
 * staff who delivered its newest version and every staff member who wrote on its slides.
 * Disabled accounts hear nothing.
 */
export async function readDigestRecipients(
  db: Db,
  order: Pick<OrderRow, 'id' | 'teamId' | 'createdByUserId'>,
): Promise<DigestRecipient[]> {
  const pinAuthors = db
    .select({ userId: reviewPins.authorUserId })
    .from(reviewPins)
    .where(eq(reviewPins.orderId, order.id));
  const replyAuthors = db
    .select({ userId: reviewPinReplies.authorUserId })
    .from(reviewPinReplies)
    .innerJoin(reviewPins, eq(reviewPins.id, reviewPinReplies.pinId))
    .where(eq(reviewPins.orderId, order.id));
  const [newest] = await db
    .select({ staffUserId: orderDeliveries.staffUserId })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, order.id))
    .orderBy(desc(orderDeliveries.round))
    .limit(1);
  const ids = new Set<number>();
  for (const row of [...(await pinAuthors), ...(await replyAuthors)]) {
    if (row.userId !== null) ids.add(row.userId);
  }
  if (order.createdByUserId !== null) ids.add(order.createdByUserId);
  if (newest?.staffUserId) ids.add(newest.staffUserId);
  if (ids.size === 0) return [];
  return db
    .select({
      userId: users.id,
      publicId: users.publicId,
      email: users.email,
      name: users.name,
      isStaff: users.isStaff,
    })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.teamId, order.teamId)),
    )
    .where(
      and(
        inArray(users.id, [...ids]),
        isNull(users.disabledAt),
        or(eq(users.isStaff, true), eq(memberships.teamId, order.teamId)),
      ),
    )
    .orderBy(asc(users.id));
}
