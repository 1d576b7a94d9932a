import { dayMs, hourMs } from '@deckhand/contract';
import { and, eq, inArray, max } from 'drizzle-orm';
import { appendReviewEvent } from '../../modules/ordering/index.ts';
import { createOpaqueToken, hashToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../database.ts';
import {
  orderDeliveries,
  orders,
  reviewGuestSessions,
  reviewGuests,
  users,
} from '../schema/index.ts';

/**
 * Guest reviewers on first start (after demo-approvers): the 'Product launch pitch' under review
 * is shared with the client's legal reviewer by e-mail (she opened it an hour later) and by a link for
 * the board, not opened yet. Their links are random and unknown (only hashes are kept): the owner
 * shares again to get a working one. The trail records both invites (`seeded: true`).
 */
export async function seedDemoReviewGuests(db: Db, now = new Date()): Promise<void> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyKey, 'demo-order-3'), eq(orders.status, 'delivered')));
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.email, ['owner@example.com']));
  if (!order || !owner) return;
  const [delivery] = await db
    .select({ publishedAt: max(orderDeliveries.publishedAt) })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, order.id));
  if (!delivery?.publishedAt) return;
  // After the version they review came, and after the approvers were named (an hour after it).
  const invitedAt = new Date(Math.min(delivery.publishedAt.getTime() + 2 * hourMs, now.getTime()));
  const guests = await db
    .insert(reviewGuests)
    .values(
      [
        {
          orderId: order.id,
          kind: 'email' as const,
          label: 'Priya Patel',
          email: 'priya.patel@client.example',
          canSeePrices: false,
        },
        {
          orderId: order.id,
          kind: 'link' as const,
          label: 'Board preview',
          email: null,
          canSeePrices: true,
        },
      ].map((guest) => ({
        ...guest,
        tokenHash: hashToken(createOpaqueToken()),
        createdByUserId: owner.id,
        createdByName: owner.name,
        createdAt: invitedAt,
        expiresAt: new Date(invitedAt.getTime() + 14 * dayMs),
      })),
    )
    .returning({ id: reviewGuests.id, kind: reviewGuests.kind });
  const personal = guests.find((guest) => guest.kind === 'email');
  if (personal) {
    const seenAt = new Date(Math.min(invitedAt.getTime() + hourMs, now.getTime()));
    await db.insert(reviewGuestSessions).values({
      guestId: personal.id,
      name: 'Priya Patel',
      tokenHash: hashToken(createOpaqueToken()),
      createdAt: seenAt,
      lastSeenAt: seenAt,
    });
    await db
      .update(reviewGuests)
      .set({ lastSeenAt: seenAt })
      .where(eq(reviewGuests.id, personal.id));
  }
  for (const guest of guests) {
    await appendReviewEvent(db, {
      orderId: order.id,
      kind: 'guestInvited',
      actor: { kind: 'customer', userId: owner.id },
      details: { guest: guest.id, by: guest.kind, days: 14, seeded: true },
      now: invitedAt,
    });
  }
}
