import type { TReviewActorKind, TReviewEventDetails, TReviewEventKind } from '@deckhand/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orderReviewEvents, orders, users } from '../../../db/schema/index.ts';
import { chainStart, hashReviewEvent } from './review-log-chain.ts';

/** Who did it, as the trail keeps it (the name as it was then; read from the user if not given). */
export type ReviewActor =
  | { kind: 'customer' | 'staff' | 'guest'; userId: number | null; name?: string }
  | { kind: 'system' };

export const systemActor: ReviewActor = { kind: 'system' };
const systemName = 'Deckhand';

/**
 * In the caller's transaction: appends an event to the order's trail, chained to the last one.
 * The order's row is locked first, so two events of one order are numbered one after the other
 * (on every instance); the unique (order, seq) backs that up.
 */
export async function appendReviewEvent(
  tx: Db,
  event: {
    orderId: number;
    kind: TReviewEventKind;
    actor: ReviewActor;
    round?: number | null;
    details?: TReviewEventDetails;
    now?: Date;
  },
): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, event.orderId)).for('update');
  const [last] = await tx
    .select({ seq: orderReviewEvents.seq, hash: orderReviewEvents.hash })
    .from(orderReviewEvents)
    .where(eq(orderReviewEvents.orderId, event.orderId))
    .orderBy(desc(orderReviewEvents.seq))
    .limit(1);
  // Milliseconds: what the column keeps, so the hash reads back the same.
  const createdAt = new Date(Math.floor((event.now ?? new Date()).getTime()));
  const actor = event.actor;
  const actorName =
    actor.kind === 'system' ? systemName : (actor.name ?? (await findUserName(tx, actor.userId)));
  const fields = {
    orderId: event.orderId,
    seq: (last?.seq ?? 0) + 1,
    kind: event.kind,
    actorKind: actor.kind as TReviewActorKind,
    actorUserId: actor.kind === 'system' ? null : actor.userId,
    actorName,
    round: event.round ?? null,
    details: event.details ?? {},
    createdAt,
    previousHash: last?.hash ?? chainStart,
  };
  await tx.insert(orderReviewEvents).values({ ...fields, hash: hashReviewEvent(fields) });
}

async function findUserName(tx: Db, userId: number | null): Promise<string> {
  if (userId === null) return 'Unknown';
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? 'Unknown';
}
