import { orderMessages, type TOrderResponse } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { toOrderConfirmation } from './order-confirmation.ts';
import { loadOrderDetails } from './order-details.ts';
import { getOrderById, getTeamOrder } from './orders.queries.ts';

/**
 * What the order's own routes share: the caller's team's order (404 for another team's or an
 * unknown id) and the order as its page shows it, read again after a change.
 */
export function orderPageAnswers(db: Db) {
  return {
    findOrder: async (teamId: number, id: number): Promise<OrderRow> => {
      const order = await getTeamOrder(db, teamId, id);
      if (!order) throw new AppError('NOT_FOUND', orderMessages.orderNotFound);
      return order;
    },
    answer: async (orderId: number): Promise<TOrderResponse> => {
      const order = await getOrderById(db, orderId);
      if (!order) throw new AppError('NOT_FOUND', orderMessages.orderNotFound);
      return { order: toOrderConfirmation(order), details: await loadOrderDetails(db, order) };
    },
  };
}
