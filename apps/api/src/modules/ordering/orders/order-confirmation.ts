import {
  formatOrderNumber,
  type TOrderConfirmation,
  toServerTimestamp,
  ZTreatmentKey,
} from '@deckhand/contract';
import type { OrderRow } from '../../../db/schema/index.ts';

/** An order as its confirmation shows it (§4 order submit success). */
export function toOrderConfirmation(order: OrderRow): TOrderConfirmation {
  const treatment = ZTreatmentKey.safeParse(order.treatment);
  return {
    id: order.id,
    number: formatOrderNumber(order.id),
    status: order.status,
    flowKey: order.flowKey,
    treatment: treatment.success ? treatment.data : null,
    slides: order.slides,
    turnaround: order.turnaround,
    promisedDeliveryAt: order.promisedDeliveryAt
      ? toServerTimestamp(order.promisedDeliveryAt)
      : null,
    timezone: order.timeZone,
    price: order.price,
    paymentMethod: order.paymentMethod,
    createdAt: toServerTimestamp(order.createdAt),
  };
}
