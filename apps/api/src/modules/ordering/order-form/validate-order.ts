import {
  orderFormMessages,
  type TOrderFormValues,
  type TOrderPaymentRequest,
} from '@deckhand/contract';
import { checkCustomFieldAnswers } from './custom-field-answers.ts';
import { getBookingWindow, isInBookingWindow } from './delivery/booking-window.ts';
import { checkChosenDelivery } from './delivery/delivery-dates.ts';
import { offeredStyleTypes } from './form-components.ts';
import type { FormContext } from './form-context.ts';
import { couponCheckFor, earliestDeliveryFor } from './form-price.ts';

export type FieldErrors = Record<string, string[]>;

/**
 * A chosen delivery (values.deliveryAt) outside the booking window, before now or past the date
 * picker's last day: 422 on that field, for the calculation and the submit alike ({} when fine).
 */
export function checkDeliveryWindow(ctx: FormContext, values: TOrderFormValues): FieldErrors {
  if (values.deliveryAt === null) return {};
  const window = getBookingWindow(ctx.now);
  return isInBookingWindow(new Date(values.deliveryAt), window, ctx.timezone)
    ? {}
    : { 'values.deliveryAt': [orderFormMessages.deliveryDateOutsideWindow] };
}

const inFlow = (ctx: FormContext) =>
  new Set(ctx.flow.definition.steps.flatMap((step) => step.components));

/**
 * The server's check of a submitted form (§4 'server validation errors stored by step and
 * field'): the keys are component names ('slides', 'delivery', 'payment.poNumber'), so the
 * browser puts each message on its step. Answers {} when the order can be placed.
 */
export function validateOrder(
  ctx: FormContext,
  values: TOrderFormValues,
  payment: TOrderPaymentRequest | null,
): FieldErrors {
  const errors: FieldErrors = checkDeliveryWindow(ctx, values);
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const components = inFlow(ctx);
  const { definition } = ctx.flow;

  if (components.has('treatment')) {
    if (!values.treatment) add('treatment', orderFormMessages.treatmentRequired);
    else if (!definition.treatments.includes(values.treatment)) {
      add('treatment', orderFormMessages.treatmentRequired);
    }
  }
  if (components.has('slides')) {
    const { max, fixed } = definition.slides;
    if (values.slides === null || values.slides <= 0)
      add('slides', orderFormMessages.slidesRequired);
    else if (fixed !== null && values.slides !== fixed)
      add('slides', orderFormMessages.slidesFixed(fixed));
    else if (values.slides > max) add('slides', orderFormMessages.slidesTooMany(max));
  }
  if (components.has('addons')) {
    if (values.addons.some((key) => !definition.addons.includes(key))) {
      add('addons', orderFormMessages.addonUnknown);
    }
  }
  if (components.has('delivery')) checkDelivery(ctx, values, errors, add);
  if (components.has('style')) checkStyle(ctx, values, add);
  if (components.has('files')) {
    const { files, googleSlidesUrls } = values.files;
    if (files.length === 0 && googleSlidesUrls.length === 0) {
      add('files', orderFormMessages.filesRequired);
    }
  }
  if (components.has('customFields')) {
    for (const [field, messages] of Object.entries(checkCustomFieldAnswers(ctx, values))) {
      for (const message of messages) add(field, message);
    }
  }
  if (components.has('coupon')) {
    const coupon = couponCheckFor(ctx, values);
    if (coupon && !coupon.ok) add('coupon', coupon.message);
  }
  if (components.has('payment')) checkPayment(ctx, payment, add);
  return errors;
}

type Add = (field: string, message: string) => void;

function checkDelivery(
  ctx: FormContext,
  values: TOrderFormValues,
  errors: FieldErrors,
  add: Add,
): void {
  const turnaround = ctx.turnarounds.find((row) => row.key === values.turnaround);
  if (!values.turnaround) {
    add('delivery', orderFormMessages.turnaroundRequired);
  } else if (!turnaround || (turnaround.proOnly && !ctx.customer.isPro)) {
    add('delivery', orderFormMessages.turnaroundUnavailable);
  } else if (values.deliveryAt !== null && !errors['values.deliveryAt']) {
    const earliest = earliestDeliveryFor(ctx, values, turnaround);
    const problem = earliest
      ? checkChosenDelivery({
          chosen: new Date(values.deliveryAt),
          earliest,
          closedDays: ctx.closedDays,
          timeZone: ctx.provider.timeZone,
        })
      : null;
    if (problem) add('delivery', problem);
  }
}

function checkStyle(ctx: FormContext, values: TOrderFormValues, add: Add): void {
  const offered = offeredStyleTypes(ctx);
  const { style } = values;
  if (offered.length === 0) return;
  if (!style || !offered.includes(style.styleType)) {
    add('style', orderFormMessages.styleRequired);
  } else if (style.styleType === 'file' && !style.file) {
    add('style', orderFormMessages.styleFileRequired);
  } else if (
    style.styleType === 'template' &&
    !ctx.styleTemplates.some((template) => template.id === style.templateId)
  ) {
    add('style', orderFormMessages.styleTemplateUnknown);
  }
}

function checkPayment(ctx: FormContext, payment: TOrderPaymentRequest | null, add: Add): void {
  if (!payment) add('payment', orderFormMessages.paymentMethodRequired);
  else if (!ctx.customer.paymentMethods.includes(payment.method)) {
    add('payment', orderFormMessages.paymentMethodUnavailable);
  }
}

/** The promise stored on the order: the chosen later date, else the turnaround's earliest. */
export function promisedDelivery(ctx: FormContext, values: TOrderFormValues): Date | null {
  const turnaround = ctx.turnarounds.find((row) => row.key === values.turnaround);
  if (!turnaround) return null;
  if (values.deliveryAt) return new Date(values.deliveryAt);
  return earliestDeliveryFor(ctx, values, turnaround);
}
