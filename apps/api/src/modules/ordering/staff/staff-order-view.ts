import { staffOrderMessages, type TStaffOrderResponse } from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { type OrderRow, teams, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { toOrderFeedback } from '../feedback/order-feedback.ts';
import { toOrderConfirmation } from '../orders/order-confirmation.ts';
import { loadOrderPage } from '../orders/order-details.ts';
import { getOrderById } from '../orders/orders.queries.ts';
import { staffActionsOf } from './staff-order-actions.ts';

/** Any team's order for staff; 404 with the console's message when there is none. */
export async function findStaffOrder(db: Db, id: number): Promise<OrderRow> {
  const order = await getOrderById(db, id);
  if (!order) throw new AppError('NOT_FOUND', staffOrderMessages.notFound);
  return order;
}

/** One order as the console shows it, read after any change (the row given is current). */
export async function staffView(db: Db, order: OrderRow): Promise<TStaffOrderResponse> {
  const [[team], [placedBy], page] = await Promise.all([
    db
      .select({ name: teams.name, customerType: teams.customerType })
      .from(teams)
      .where(eq(teams.id, order.teamId)),
    order.createdByUserId
      ? db.select({ email: users.email }).from(users).where(eq(users.id, order.createdByUserId))
      : Promise.resolve([]),
    loadOrderPage(db, order, { drafts: true }),
  ]);
  return {
    order: toOrderConfirmation(order),
    details: page.details,
    team: {
      id: order.teamId,
      name: team?.name ?? '',
      customerType: team?.customerType ?? '',
    },
    placedByEmail: placedBy?.email ?? null,
    currency: order.currency,
    actions: staffActionsOf(order),
    feedback: page.feedback ? toOrderFeedback(page.feedback) : null,
  };
}
