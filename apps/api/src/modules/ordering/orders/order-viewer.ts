import { orderMessages } from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { findActor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { getOrderById } from './orders.queries.ts';

/** Someone who may see an order: a member of its team, or staff. */
export interface OrderViewer {
  userId: number;
  name: string;
  isStaff: boolean;
}

/**
 * The order behind a path id, for the routes the customer's and staff's order pages share (the
 * review studio): signed out 401; another team's order, or none, 404 (never 403: an id tells
 * nothing about orders the caller may not see).
 */
export async function findViewableOrder(
  db: Db,
  request: FastifyRequest,
  orderId: number,
): Promise<{ order: OrderRow; viewer: OrderViewer }> {
  const actor = await findActor(request);
  if (!actor) throw new AppError('UNAUTHORIZED');
  const order = await getOrderById(db, orderId);
  if (!order || !(actor.isStaff || actor.membership?.teamId === order.teamId)) {
    throw new AppError('NOT_FOUND', orderMessages.orderNotFound);
  }
  return { order, viewer: { userId: actor.userId, name: actor.name, isStaff: actor.isStaff } };
}
