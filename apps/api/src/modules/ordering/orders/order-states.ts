import {
  formatOrderNumber,
  orderRealtimeEvents,
  realtimeChannels,
  type TOrderStatus,
  type TOrderStatusChangedEvent,
  toServerTimestamp,
} from '@deckhand/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, orders, orderTransitions } from '../../../db/schema/index.ts';

/**
 * The order state machine: the one place an order's status changes. Each change is conditional
 * on the status it leaves (so two racing writers cannot both move it), is stored in
 * order_transitions with who and when, and is published on the team's realtime channel once the
 * transaction has committed. Later capabilities (the staff console, order tracking) add their
 * statuses and arrows here.
 */
export const orderTransitionsAllowed: Readonly<Record<TOrderStatus, readonly TOrderStatus[]>> = {
  quoteRequested: ['quoted', 'cancelled'],
  quoted: ['received', 'awaitingPayment', 'cancelled'],
  // Back to quoted when the card paying an accepted quote is refused.
  awaitingPayment: ['received', 'cancelled', 'quoted'],
  received: ['inProgress', 'cancelled'],
  inProgress: ['delivered', 'cancelled'],
  delivered: ['approved', 'revisionRequested'],
  revisionRequested: ['inProgress', 'delivered', 'cancelled'],
  // Back to delivered only when the customer reopens an automatic approval (review-clock).
  approved: ['delivered'],
  cancelled: [],
};

/** The statuses an order may be created in, by how it is paid. */
export const initialOrderStatuses = ['quoteRequested', 'awaitingPayment', 'received'] as const;

export interface OrderActor {
  kind: 'customer' | 'staff' | 'system';
  userId: number | null;
}

/** Publishes status changes after commit; the app's realtime platform, or nothing in scripts. */
/** An order that moved: its row after the change and the event the team's channel gets. */
export type MovedOrder = { order: OrderRow; event: TOrderStatusChangedEvent };

export type OrderEventPublisher = (teamId: number, event: TOrderStatusChangedEvent) => void;

export function canMoveOrder(from: TOrderStatus, to: TOrderStatus): boolean {
  return orderTransitionsAllowed[from].includes(to);
}

/** The first transition of a new order (from nothing), written with its row. */
export async function recordOrderCreated(
  tx: Db,
  order: OrderRow,
  actor: OrderActor,
): Promise<TOrderStatusChangedEvent> {
  await tx.insert(orderTransitions).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: order.status,
    actorKind: actor.kind,
    actorUserId: actor.userId,
  });
  return toEvent(order, null, order.createdAt);
}

/**
 * Moves an order from one of `from` to `to` inside `tx`. Answers the changed row, or null when
 * the order is not in one of `from` any more (someone else moved it first). An arrow the machine
 * does not allow is a programming error.
 */
export async function moveOrder(
  tx: Db,
  options: {
    orderId: number;
    from: readonly TOrderStatus[];
    to: TOrderStatus;
    actor: OrderActor;
    note?: string;
    now?: Date;
    /** Other columns that change with the status (the review's due date ...). */
    set?: Partial<
      Pick<
        OrderRow,
        | 'reviewDueAt'
        | 'revisionsUsed'
        | 'price'
        | 'total'
        | 'promisedDeliveryAt'
        | 'paymentMethod'
        | 'poNumber'
      >
    >;
  },
): Promise<MovedOrder | null> {
  const { orderId, from, to, actor } = options;
  for (const status of from) {
    if (!canMoveOrder(status, to)) throw new Error(`orders: ${status} -> ${to} is not allowed`);
  }
  const now = options.now ?? new Date();
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .for('update');
  if (!before) return null;
  const [order] = await tx
    .update(orders)
    .set({ ...options.set, status: to, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  if (!order) return null;
  await tx.insert(orderTransitions).values({
    orderId,
    fromStatus: before.status,
    toStatus: to,
    actorKind: actor.kind,
    actorUserId: actor.userId,
    note: options.note ?? null,
    createdAt: now,
  });
  return { order, event: toEvent(order, before.status, now) };
}

/** Writes the note of the transition an order made at `at` (a note known only after the move). */
export async function setTransitionNote(
  tx: Db,
  options: { orderId: number; at: Date; note: string },
): Promise<void> {
  await tx
    .update(orderTransitions)
    .set({ note: options.note })
    .where(
      and(
        eq(orderTransitions.orderId, options.orderId),
        eq(orderTransitions.createdAt, options.at),
      ),
    );
}

function toEvent(order: OrderRow, from: TOrderStatus | null, at: Date): TOrderStatusChangedEvent {
  return {
    orderId: order.id,
    number: formatOrderNumber(order.id),
    from,
    to: order.status,
    at: toServerTimestamp(at),
  };
}

/**
 * The realtime channels and event name an order's change goes out on: the team's, and the staff
 * console's (every order of every team, a new one included).
 */
export function publishOrderEvent(
  publish: (channel: string, event: string, payload: unknown) => void,
): OrderEventPublisher {
  return (teamId, event) => {
    publish(realtimeChannels.team(teamId), orderRealtimeEvents.statusChanged, event);
    publish(realtimeChannels.staffOrders, orderRealtimeEvents.statusChanged, event);
  };
}
