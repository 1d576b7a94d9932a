import {
  formatOrderNumber,
  orderFormMessages,
  paymentMessages,
  type TCreateOrderRequest,
  type TCreateOrderResponse,
  type TOrderFormValues,
  type TOrderPaymentRequest,
  type TOrderStatus,
  treatmentNames,
  type ZCreateOrderRequest,
} from '@deckhand/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { fingerprintOf, type Payments, spendCredits } from '../../billing/index.ts';
import { anonymousAccessMs, attachUploadsToOrder } from '../../uploads/index.ts';
import { toCustomFieldAnswers } from '../order-form/custom-field-answers.ts';
import { type FormContext, loadFormContext } from '../order-form/form-context.ts';
import { priceFor } from '../order-form/form-price.ts';
import type { OrderCustomer } from '../order-form/order-customer.ts';
import { settleValues } from '../order-form/order-forms.service.ts';
import type { ReferenceReader } from '../order-form/reference-snapshot.ts';
import { promisedDelivery, validateOrder } from '../order-form/validate-order.ts';
import { toOrderConfirmation } from './order-confirmation.ts';
import { scheduleOrderMail } from './order-mail-job.ts';
import {
  moveOrder,
  type OrderActor,
  type OrderEventPublisher,
  recordOrderCreated,
} from './order-states.ts';
import { getOrderByKey, hasPlacedFlowOrder, insertOrderOnce } from './orders.queries.ts';
import { redeemCoupon } from './redeem-coupon.ts';
import { reserveDailyCapacity } from './subscription-capacity.ts';

type CreateOrderInput = z.infer<typeof ZCreateOrderRequest>;

export interface PlaceOrderOptions {
  db: Db;
  reference: ReferenceReader;
  payments: Payments;
  publish: OrderEventPublisher;
  /** A signed-in team member (the route's guard). */
  customer: OrderCustomer & { teamId: number; userId: number };
  input: CreateOrderInput;
  now?: Date;
}

const statusFor = (
  isQuote: boolean,
  payment: TOrderPaymentRequest | null,
  total: number,
): TOrderStatus => {
  if (isQuote) return 'quoteRequested';
  return payment?.method === 'card' && total > 0 ? 'awaitingPayment' : 'received';
};

/** The uploads a form names: the presentation's files, the style file, the brief's references. */
function uploadIdsOf(values: TOrderFormValues): string[] {
  return [
    ...values.files.files,
    ...values.brief.referenceFiles,
    ...(values.style?.file ? [values.style.file] : []),
  ].map((file) => file.uuid);
}

function describeOrder(values: TOrderFormValues, number: string): string {
  const treatment = values.treatment ? treatmentNames[values.treatment].name : 'Design';
  return `Order ${number}: ${treatment}, ${values.slides ?? 0} slides`;
}

/**
 * POST /orders: places the order of a flow for the caller's team. The form is checked again on
 * the server (field errors by component), the price is the server's, and the idempotency key
 * makes a retried submit answer the first order: one order, one charge. Credits are spent in the
 * order's own transaction; a card is charged through the payments core, whose 'order' fulfilment
 * moves the order to received once the payment succeeds.
 */
export async function placeOrder(options: PlaceOrderOptions): Promise<TCreateOrderResponse> {
  const { db, customer, input } = options;
  const fingerprint = fingerprintOf({
    flowKey: input.flowKey,
    values: input.values,
    payment: input.payment,
  });
  const existing = await getOrderByKey(db, customer.teamId, input.idempotencyKey);
  if (existing) return answerExisting(options, existing, fingerprint);

  const ctx = await loadFormContext({
    db,
    reference: options.reference,
    flowKey: input.flowKey,
    customer,
    timezone: input.timezone,
    couponCode: input.values.coupon,
    ...(options.now ? { now: options.now } : {}),
  });
  const values = settleValues(ctx, input.values);
  const payment = ctx.flow.isQuote ? null : input.payment;
  const fieldErrors = validateOrder(ctx, values, payment);
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError('VALIDATION', undefined, { fieldErrors });
  const offer = ctx.flow.definition.offer;
  if (offer?.oncePerTeam && (await hasPlacedFlowOrder(db, customer.teamId, ctx.flow.key))) {
    throw new AppError('BAD_REQUEST', orderFormMessages.offerTaken);
  }
  const price = priceFor(ctx, values);
  if (!ctx.flow.isQuote && !price)
    throw new AppError('BAD_REQUEST', orderFormMessages.slidesRequired);
  const total = price?.total ?? 0;
  const actor: OrderActor = { kind: 'customer', userId: customer.userId };

  const promisedDeliveryAt = ctx.flow.isQuote ? null : promisedDelivery(ctx, values);

  const created = await db.transaction(async (tx) => {
    if (payment?.method === 'subscription' && promisedDeliveryAt && values.slides) {
      await reserveDailyCapacity(tx, {
        teamId: customer.teamId,
        slides: values.slides,
        deliveryAt: promisedDeliveryAt,
        timeZone: ctx.provider.timeZone,
      });
    }
    const order = await insertOrderOnce(tx, {
      teamId: customer.teamId,
      createdByUserId: customer.userId,
      flowKey: ctx.flow.key,
      status: statusFor(ctx.flow.isQuote, payment, total),
      treatment: values.treatment,
      slides: values.slides,
      turnaround: values.turnaround,
      formValues: values,
      price,
      currency: ctx.flow.currency,
      total: price ? total : null,
      capacitySlides: payment?.method === 'subscription' ? values.slides : null,
      paymentMethod: payment?.method ?? null,
      poNumber: payment?.method === 'invoice' ? payment.poNumber || null : null,
      customFieldAnswers: toCustomFieldAnswers(ctx, values),
      promisedDeliveryAt,
      timeZone: input.timezone,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: fingerprint,
    });
    if (!order) return null; // the same key won a race a moment ago
    if (values.coupon && price && price.discount > 0) {
      await redeemCoupon(tx, { ctx, values, order, discount: price.discount });
    }
    const event = await recordOrderCreated(tx, order, actor);
    await attachUploadsToOrder(tx, {
      publicIds: uploadIdsOf(values),
      teamId: customer.teamId,
      orderId: order.id,
      allowAnonymousSince: new Date((options.now ?? new Date()).getTime() - anonymousAccessMs),
    });
    if (payment?.method === 'credits' && total > 0) {
      await spendCredits(tx, {
        teamId: customer.teamId,
        amount: total,
        reason: describeOrder(values, formatOrderNumber(order.id)),
        reference: `order:${order.id}`,
        userId: customer.userId,
      });
    }
    if (order.status !== 'awaitingPayment') await scheduleOrderMail(tx, order.id, order.createdAt);
    return { order, event };
  });
  if (!created) {
    const raced = await getOrderByKey(db, customer.teamId, input.idempotencyKey);
    if (!raced) throw new Error('orders: the idempotency key vanished');
    return answerExisting(options, raced, fingerprint);
  }
  options.publish(customer.teamId, created.event);
  if (created.order.status !== 'awaitingPayment') {
    return { order: toOrderConfirmation(created.order), payment: null };
  }
  return chargeCard(options, created.order, ctx, values);
}

/** Charges the card of a card order (again, for a retry: the payments core charges a key once). */
async function chargeCard(
  options: PlaceOrderOptions,
  order: OrderRow,
  ctx: FormContext | null,
  values: TOrderFormValues,
): Promise<TCreateOrderResponse> {
  const { payments, customer, input } = options;
  if (input.payment?.method !== 'card') throw new Error('orders: not a card order');
  const number = formatOrderNumber(order.id);
  try {
    const result = await payments.start({
      actor: { userId: customer.userId, teamId: customer.teamId },
      purpose: 'order',
      description: describeOrder(values, number),
      amount: order.total ?? 0,
      currency: order.currency,
      paymentMethodId: input.payment.paymentMethodId,
      idempotencyKey: input.idempotencyKey,
      fingerprint: { orderId: order.id, paymentMethodId: input.payment.paymentMethodId },
      details: { orderId: order.id, flowKey: ctx?.flow.key ?? order.flowKey },
    });
    const settled = await reloadAfterPayment(options, order);
    return { order: toOrderConfirmation(settled), payment: result };
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') {
      await cancelUnpaid(options, order);
    }
    throw error;
  }
}

/** The order after its payment settled (the fulfilment moved it and queued its event). */
async function reloadAfterPayment(options: PlaceOrderOptions, order: OrderRow): Promise<OrderRow> {
  const fresh = await getOrderByKey(options.db, order.teamId, order.idempotencyKey);
  if (!fresh) throw new Error('orders: the order vanished');
  return fresh;
}

/** A refused card: the order is cancelled (the customer places it again with another card). */
async function cancelUnpaid(options: PlaceOrderOptions, order: OrderRow): Promise<void> {
  const moved = await options.db.transaction((tx) =>
    moveOrder(tx, {
      orderId: order.id,
      from: ['awaitingPayment'],
      to: 'cancelled',
      actor: { kind: 'system', userId: null },
      note: 'card payment refused',
    }),
  );
  if (moved) options.publish(order.teamId, moved.event);
}

/** A retry with a known key: the same request gets the first answer, another one a 400. */
async function answerExisting(
  options: PlaceOrderOptions,
  order: OrderRow,
  fingerprint: string,
): Promise<TCreateOrderResponse> {
  if (order.requestFingerprint !== fingerprint) {
    throw new AppError('BAD_REQUEST', paymentMessages.idempotencyKeyReused);
  }
  if (order.paymentMethod === 'card' && order.total) {
    // The payments core answers the first payment (or throws its refusal again).
    return chargeCard(options, order, null, order.formValues);
  }
  return { order: toOrderConfirmation(order), payment: null };
}

export type { TCreateOrderRequest };
