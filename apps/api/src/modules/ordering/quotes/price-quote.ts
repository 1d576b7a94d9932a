import { quoteMessages, type TStaffQuoteRequest } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';
import { type MovedOrder, moveOrder } from '../orders/order-states.ts';
import { scheduleOrderNotice } from '../review/order-notice-mail.ts';

const deliveryError = () =>
  new AppError('VALIDATION', quoteMessages.deliveryInPast, {
    fieldErrors: { promisedDeliveryAt: [quoteMessages.deliveryInPast] },
  });

/**
 * Staff price a requested quote: its total (one price line, no VAT added) and its promised
 * delivery. The order moves to quoted, the customer gets a mail, the audit log a row.
 */
export async function priceQuote(
  db: Db,
  options: { order: OrderRow; staffUserId: number; request: TStaffQuoteRequest; now?: Date },
): Promise<MovedOrder> {
  const { order, request } = options;
  const promisedDeliveryAt = new Date(request.promisedDeliveryAt);
  if (promisedDeliveryAt <= (options.now ?? new Date())) throw deliveryError();
  if (order.status !== 'quoteRequested') throw new AppError('CONFLICT', quoteMessages.notRequested);
  return db.transaction(async (tx) => {
    const moved = await moveOrder(tx, {
      orderId: order.id,
      from: ['quoteRequested'],
      to: 'quoted',
      actor: { kind: 'staff', userId: options.staffUserId },
      note: request.note || undefined,
      set: {
        total: request.total,
        promisedDeliveryAt,
        price: {
          currency: order.currency,
          lines: [
            { key: 'quote', label: quoteMessages.priceLabel(order.slides), amount: request.total },
          ],
          subtotal: request.total,
          discount: 0,
          vatRate: 0,
          vat: 0,
          total: request.total,
          capacitySlides: null,
        },
      },
    });
    if (!moved) throw new AppError('CONFLICT', quoteMessages.notRequested);
    await scheduleOrderNotice(tx, { orderId: order.id, notice: 'quoteReady', key: '1' });
    await recordStaffAction(tx, {
      staffUserId: options.staffUserId,
      action: 'order.price',
      teamId: order.teamId,
      orderId: order.id,
      details: {
        total: request.total,
        currency: order.currency,
        promisedDeliveryAt: request.promisedDeliveryAt,
      },
    });
    return moved;
  });
}
