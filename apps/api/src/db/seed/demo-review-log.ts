import type { TReviewEventDetails, TReviewEventKind } from '@deckhand/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { appendReviewEvent, type ReviewActor, systemActor } from '../../modules/ordering/index.ts';
import type { Db } from '../database.ts';
import { orderDeliveries, orders, orderTransitions, reviewPins } from '../schema/index.ts';

interface PastEvent {
  at: Date;
  kind: TReviewEventKind;
  actor: ReviewActor;
  round: number | null;
  details: TReviewEventDetails;
}

/**
 * The review trail of the demo's reviewed orders (after demo-order-work and demo-review-pins),
 * written from what those seeds stored, oldest first, as the live code would have written it:
 * each delivery, pin, resolution and decision. Its entries say `seeded: true`.
 */
export async function seedDemoReviewLog(db: Db): Promise<void> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.idempotencyKey, ['demo-order-1', 'demo-order-3']));
  for (const { id } of rows) {
    const events = await readPastEvents(db, id);
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const event of events) {
      await appendReviewEvent(db, {
        orderId: id,
        kind: event.kind,
        actor: event.actor,
        round: event.round,
        details: { ...event.details, seeded: true },
        now: event.at,
      });
    }
  }
}

async function readPastEvents(db: Db, orderId: number): Promise<PastEvent[]> {
  const deliveries = await db
    .select()
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.orderId, orderId), isNotNull(orderDeliveries.publishedAt)))
    .orderBy(asc(orderDeliveries.round));
  const pins = await db.select().from(reviewPins).where(eq(reviewPins.orderId, orderId));
  const decisions = await db
    .select()
    .from(orderTransitions)
    .where(
      and(
        eq(orderTransitions.orderId, orderId),
        inArray(orderTransitions.toStatus, ['approved', 'revisionRequested']),
      ),
    );
  const roundAt = (at: Date) =>
    deliveries.filter((delivery) => delivery.createdAt <= at).at(-1)?.round ?? null;
  const person = (userId: number | null, name: string, isStaff = false): ReviewActor => ({
    kind: isStaff ? 'staff' : 'customer',
    userId,
    name,
  });
  const events: PastEvent[] = deliveries.map((delivery) => ({
    at: delivery.publishedAt ?? delivery.createdAt,
    kind: 'versionDelivered',
    actor: { kind: 'staff', userId: delivery.staffUserId },
    round: delivery.round,
    details: { late: delivery.late },
  }));
  for (const pin of pins) {
    events.push({
      at: pin.createdAt,
      kind: 'pinAdded',
      actor: person(pin.authorUserId, pin.authorName, pin.fromStaff),
      round: roundAt(pin.createdAt),
      details: { pin: pin.number },
    });
    if (pin.resolvedAt) {
      events.push({
        at: pin.resolvedAt,
        kind: 'pinResolved',
        actor: person(null, pin.resolvedByName ?? 'Unknown'),
        round: null,
        details: { pin: pin.number },
      });
    }
  }
  for (const decision of decisions) {
    const round = roundAt(decision.createdAt);
    const approved = decision.toStatus === 'approved';
    events.push({
      at: decision.createdAt,
      kind: approved
        ? decision.actorKind === 'system'
          ? 'autoApproved'
          : 'approved'
        : 'revisionRequested',
      actor:
        decision.actorKind === 'system'
          ? systemActor
          : { kind: 'customer', userId: decision.actorUserId },
      round,
      details: approved
        ? {}
        : { pins: pins.filter((pin) => pin.requestedOnVersion === round).length },
    });
  }
  return events;
}
