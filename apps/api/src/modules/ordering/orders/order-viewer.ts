import { orderMessages } from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { findActor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { findGuestViewer } from '../guests/guest-viewer.ts';
import { getOrderById } from './orders.queries.ts';

/**
 * Someone who may see an order: a member of its team, staff, or (on the review studio's routes
 * that let them in) a guest reviewer of that order, who has a guest session instead of a user.
 */
export interface OrderViewer {
  /** The signed-in user; null for a guest. */
  userId: number | null;
  /** The guest's session (one person on a guest link); null for a user. */
  guestSessionId: number | null;
  /** The guest link's id, for the trail; null for a user. */
  guestId: number | null;
  name: string;
  isStaff: boolean;
}

/** The person a row was written by is this viewer (guests by their session, users by id). */
export const isViewerAuthor = (
  row: { authorUserId: number | null; authorGuestSessionId: number | null },
  viewer: Pick<OrderViewer, 'userId' | 'guestSessionId'>,
) =>
  viewer.guestSessionId === null
    ? viewer.userId !== null && row.authorUserId === viewer.userId
    : row.authorGuestSessionId === viewer.guestSessionId;

const notFound = () => new AppError('NOT_FOUND', orderMessages.orderNotFound);

/**
 * The order behind a path id, for the routes the customer's and staff's order pages share (the
 * review studio): signed out 401; another team's order, or none, 404 (never 403: an id tells
 * nothing about orders the caller may not see). With `guests`, a guest reviewer sees the one
 * order their link opens, and any other order is 404 to them.
 */
export async function findViewableOrder(
  db: Db,
  request: FastifyRequest,
  orderId: number,
  options: { guests?: boolean } = {},
): Promise<{ order: OrderRow; viewer: OrderViewer }> {
  const actor = await findActor(request);
  const order = await getOrderById(db, orderId);
  if (actor && order && (actor.isStaff || actor.membership?.teamId === order.teamId)) {
    const viewer = { userId: actor.userId, name: actor.name, isStaff: actor.isStaff };
    return { order, viewer: { ...viewer, guestSessionId: null, guestId: null } };
  }
  const guest = options.guests ? await findGuestViewer(request) : null;
  if (guest && order && guest.guest.orderId === order.id) {
    return {
      order,
      viewer: {
        userId: null,
        guestSessionId: guest.sessionId,
        guestId: guest.guest.id,
        name: guest.name,
        isStaff: false,
      },
    };
  }
  if (!actor && !guest) throw new AppError('UNAUTHORIZED');
  throw notFound();
}
