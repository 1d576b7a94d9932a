import { type TReviewGuest, type TReviewGuestStatus, toServerTimestamp } from '@deckhand/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  orderApprovers,
  type ReviewGuestRow,
  reviewGuestSessions,
  reviewGuests,
} from '../../../db/schema/index.ts';

export function guestStatusOf(guest: ReviewGuestRow, now: Date): TReviewGuestStatus {
  if (guest.revokedAt) return 'revoked';
  return guest.expiresAt > now ? 'active' : 'expired';
}

/** The order's guests as the team sees them, oldest first (never a token). */
export async function listOrderGuests(
  db: Db,
  orderId: number,
  now = new Date(),
): Promise<TReviewGuest[]> {
  const guests = await db
    .select()
    .from(reviewGuests)
    .where(eq(reviewGuests.orderId, orderId))
    .orderBy(asc(reviewGuests.createdAt), asc(reviewGuests.id));
  if (guests.length === 0) return [];
  const ids = guests.map((guest) => guest.id);
  const [sessions, approvers] = await Promise.all([
    db
      .select({ guestId: reviewGuestSessions.guestId, name: reviewGuestSessions.name })
      .from(reviewGuestSessions)
      .where(inArray(reviewGuestSessions.guestId, ids))
      .orderBy(asc(reviewGuestSessions.id)),
    db
      .select({ guestId: orderApprovers.guestId })
      .from(orderApprovers)
      .where(and(inArray(orderApprovers.guestId, ids), isNull(orderApprovers.removedAt))),
  ]);
  const approverIds = new Set(approvers.map((row) => row.guestId));
  return guests.map((guest) => ({
    id: guest.id,
    kind: guest.kind,
    label: guest.label,
    email: guest.email,
    seenAs: [...new Set(sessions.filter((row) => row.guestId === guest.id).map((row) => row.name))],
    canSeePrices: guest.canSeePrices,
    status: guestStatusOf(guest, now),
    expiresAt: toServerTimestamp(guest.expiresAt),
    createdAt: toServerTimestamp(guest.createdAt),
    createdBy: guest.createdByName,
    lastSeenAt: guest.lastSeenAt ? toServerTimestamp(guest.lastSeenAt) : null,
    isApprover: approverIds.has(guest.id),
  }));
}

/** One guest of the order (any status); null when it is another order's or none. */
export async function findOrderGuest(db: Db, orderId: number, guestId: number) {
  const [guest] = await db
    .select()
    .from(reviewGuests)
    .where(and(eq(reviewGuests.id, guestId), eq(reviewGuests.orderId, orderId)));
  return guest ?? null;
}
