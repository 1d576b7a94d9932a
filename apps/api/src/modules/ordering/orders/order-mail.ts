import {
  formatDateTime,
  formatMinorUnits,
  formatOrderNumber,
  orderMessages,
  pagePaths,
  treatmentNames,
  ZTreatmentKey,
} from '@deckhand/contract';
import type { OrderRow } from '../../../db/schema/index.ts';
import { renderMail } from '../../../platform/mail/mail-templates.ts';
import type { MailContent } from '../../../platform/mail/mail-types.ts';

const paymentNames = {
  credits: 'Paid with credits',
  card: 'Paid by card',
  invoice: 'On invoice',
  subscription: 'With your subscription',
} as const;

/** The mail a customer gets once an order is placed (paid, on invoice, or a quote request). */
export function createOrderConfirmationMail(options: {
  order: OrderRow;
  name: string;
  origin: string;
}): MailContent {
  const { order } = options;
  const number = formatOrderNumber(order.id);
  const treatment = ZTreatmentKey.safeParse(order.treatment);
  const what = treatment.success ? treatmentNames[treatment.data].name : 'Design';
  const lines = [
    order.status === 'quoteRequested'
      ? `Thank you for your quote request ${number}. We will send you a price before any work or payment.`
      : `Thank you for your order ${number}. Our designers have it.`,
    `${what}, ${order.slides ?? 0} slides.`,
  ];
  if (order.promisedDeliveryAt) {
    lines.push(
      `Promised delivery: ${formatDateTime(order.promisedDeliveryAt, order.timeZone)} (${order.timeZone}).`,
    );
  }
  if (order.total !== null && order.paymentMethod) {
    lines.push(
      `${paymentNames[order.paymentMethod]}: ${formatMinorUnits(order.total, order.currency)}.`,
    );
  }
  return renderMail({
    subject: orderMessages.confirmationSubject(number),
    greeting: `Hi ${options.name},`,
    lines,
    action: { label: 'See your orders', url: `${options.origin}${pagePaths.profileOrders}` },
  });
}
