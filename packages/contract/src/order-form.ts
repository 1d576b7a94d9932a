import { z } from 'zod';
import { limits } from './constants.ts';
import { ZCouponCode } from './coupons.ts';
import { validationMessages } from './messages.ts';
import { orderFormLimits } from './order-form-limits.ts';
import { ZTreatmentKey } from './treatments.ts';
import { ZUploadId } from './uploads.ts';
import { boundedString, ZServerDate } from './validation.ts';

/**
 * The server-driven order form of §3 and §4. A flow (order-now, order-ads, quote, try-us-out,
 * 10-for-49, one per enterprise client) is data: it names its steps and their components. The API
 * answers the form data (GET /order-forms/{flowKey}) and recomputes it when a field changes
 * (POST /order-forms/{flowKey}/calculation): the components that change affects and the new price.
 * The browser shows the server's price and never computes one. Money is integer minor units.
 */

/** The steps of §3, in the order a flow usually lists them. */
export const orderStepKeys = [
  'treatments',
  'styles',
  'addons',
  'slidesNumber',
  'deliveryDates',
  'uploadFiles',
  'brief',
  'examples',
  'ourRecommendation',
  'customFields',
  'coupon',
  'paymentDetails',
  'signup',
  'submit',
] as const;
export const ZOrderStepKey = z.enum(orderStepKeys);
export type TOrderStepKey = z.infer<typeof ZOrderStepKey>;

/** Styles step (§3 Styles styleType): a saved style template, an uploaded style file, or ours. */
export const styleTypes = ['template', 'file', 'recommendation'] as const;
export const ZStyleType = z.enum(styleTypes);

/** The components a flow can hold; each belongs to one step. */
export const orderComponentNames = [
  'treatment',
  'style',
  'addons',
  'slides',
  'delivery',
  'files',
  'brief',
  'customFields',
  'coupon',
  'signup',
  'payment',
] as const;
export const ZOrderComponentName = z.enum(orderComponentNames);
export type TOrderComponentName = z.infer<typeof ZOrderComponentName>;

/**
 * How far ahead a delivery may be booked: the date picker's last day is the day it is in the
 * customer's zone this many days from now, and the server refuses a later (or past) deliveryAt.
 */
export const deliveryHorizonDays = 90;

/** The texts of the order form (server messages on fields, and the form's own words). */
export const orderFormMessages = {
  flowNotFound: 'This order form does not exist.',
  treatmentRequired: 'Please choose a treatment',
  slidesRequired: 'Please enter a number bigger than 0',
  slidesTooMany: (max: number) =>
    `We take up to ${max} slides per order. Please contact us for more.`,
  slidesFixed: (slides: number) => `This offer is for exactly ${slides} slides.`,
  turnaroundRequired: 'Please choose a delivery time',
  turnaroundUnavailable: 'This delivery time is not available. Please choose another one.',
  deliveryDateTooEarly: 'Please choose a later delivery date.',
  deliveryDateBlocked: 'We are closed on this day. Please choose another date.',
  /** 422 on values.deliveryAt: a date before now or past the picker's last day. */
  deliveryDateOutsideWindow: `Please choose a delivery date within the next ${deliveryHorizonDays} days.`,
  /** The date picker's reason on Saturdays and Sundays (§5.2 blocked day). */
  deliveryWeekend: 'We deliver on working days',
  addonUnknown: 'This add-on is not available.',
  styleRequired: 'Please choose a style',
  styleTemplateUnknown: 'This style template does not exist.',
  styleFileRequired: 'Please upload your style file',
  filesRequired: 'Please upload your presentation or add a Google Slides link',
  googleSlidesUrl: 'Please enter a Google Slides link (https://docs.google.com/presentation/…)',
  timezoneInvalid: 'Unknown time zone',
  paymentMethodRequired: 'Please choose how to pay',
  paymentMethodUnavailable: 'This payment method is not available for your account.',
  signInRequired: 'Please sign up or log in to place your order.',
  quoteNoPayment: 'We will send you a price for this order before any payment.',
  turnaroundProOnly: 'Available with the Pro plan',
  offerTaken: 'Your team has already used this offer.',
  /** Under offerTaken, on the form's first screen (issue 30: it used to come at the end). */
  offerTakenHint: 'The offer is for a team’s first order. Order the same work at our usual prices.',
  orderAtUsualPrice: 'Order at the usual price',
  capacityUsedUp: (left: number) =>
    `Your daily capacity on this delivery day has ${left} ${left === 1 ? 'slide' : 'slides'} left. Choose a later delivery date or another way to pay.`,
  noPaymentMethod:
    'Your role cannot pay for orders. Please ask your team owner to give you access to credits or billing.',
  briefPlaceholder:
    'Tell us about the audience, the message and anything our designers should keep or change.',
} as const;

const ZTurnaroundKey = boundedString(orderFormLimits.turnaroundKeyMax);
const ZAddonKey = boundedString(orderFormLimits.addonKeyMax);
const _ZMinorUnits = z.number().int();
/** An upload's public id (uploads module): the 8-4-4-4-12 hexadecimal form. */
const ZFileRef = z.object({ uuid: ZUploadId, name: boundedString(orderFormLimits.fileNameMax) });
export type TOrderFileRef = z.infer<typeof ZFileRef>;

/** A Google Slides address (§3 UploadFiles googleSlidesUrls). */
export const googleSlidesUrlPattern = /^https:\/\/docs\.google\.com\/presentation\/\S+$/;
const ZGoogleSlidesUrl = boundedString(limits.urlMax).regex(
  googleSlidesUrlPattern,
  orderFormMessages.googleSlidesUrl,
);

/** An IANA time zone name such as 'Europe/Copenhagen' (checked by the runtime's Intl). */
/** Zone names already tried: building an Intl.DateTimeFormat per request is costly. */
const checkedZones = new Map<string, boolean>();
const checkedZonesMax = 1000;

/** Whether the runtime knows the IANA zone (the answer is remembered; it never changes). */
export function isKnownTimeZone(zone: string): boolean {
  const known = checkedZones.get(zone);
  if (known !== undefined) return known;
  let isKnown = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    isKnown = false;
  }
  if (checkedZones.size >= checkedZonesMax) checkedZones.clear();
  checkedZones.set(zone, isKnown);
  return isKnown;
}

export const ZTimeZone = boundedString(orderFormLimits.timezoneMax).refine(
  isKnownTimeZone,
  orderFormMessages.timezoneInvalid,
);

/**
 * The values of a form as the browser holds them (and keeps in local storage, §4): what the
 * calculation and the submit send. Every part may be empty while the customer fills the form.
 */
export const ZOrderFormValues = z.object({
  treatment: ZTreatmentKey.nullable().default(null),
  style: z
    .object({
      styleType: ZStyleType,
      templateId: z.number().int().positive().max(limits.integerMax).nullable().default(null),
      file: ZFileRef.nullable().default(null),
    })
    .nullable()
    .default(null),
  addons: z.array(ZAddonKey).max(orderFormLimits.addonsMax).default([]),
  slides: z
    .number()
    .int(validationMessages.positiveInteger)
    .min(0, validationMessages.positiveInteger)
    .max(limits.numberFieldMax, validationMessages.numberTooLarge)
    .nullable()
    .default(null),
  /** The chosen turnaround (§3 DeliveryDates turnaround). */
  turnaround: ZTurnaroundKey.nullable().default(null),
  /** A later delivery than the turnaround's earliest, picked in the date picker (UTC). */
  deliveryAt: ZServerDate.nullable().default(null),
  files: z
    .object({
      files: z.array(ZFileRef).max(orderFormLimits.filesMax).default([]),
      useSharingLinks: z.boolean().default(false),
      googleSlidesUrls: z
        .array(ZGoogleSlidesUrl)
        .max(orderFormLimits.googleSlidesUrlsMax)
        .default([]),
    })
    .default({ files: [], useSharingLinks: false, googleSlidesUrls: [] }),
  brief: z
    .object({
      text: boundedString(orderFormLimits.briefMax).default(''),
      referenceFiles: z.array(ZFileRef).max(orderFormLimits.referenceFilesMax).default([]),
    })
    .default({ text: '', referenceFiles: [] }),
  /** The coupon code applied (§3 Coupon); null when none is, or the server refused it. */
  coupon: ZCouponCode.nullable().default(null),
  /**
   * The answers to the team's custom fields (§6), by field id: text, a number, or a date as
   * YYYY-MM-DD. The server checks each against its field (kind, required, options).
   */
  customFields: z
    .record(
      z
        .string()
        .max(10)
        .regex(/^\d{1,10}$/, 'Invalid field id'),
      z.union([boundedString(orderFormLimits.customFieldAnswerMax), z.number(), z.null()]),
    )
    .refine((answers) => Object.keys(answers).length <= orderFormLimits.customFieldsMax, {
      message: `At most ${orderFormLimits.customFieldsMax} answers`,
    })
    .default({}),
});
export type TOrderFormValues = z.infer<typeof ZOrderFormValues>;
export type TOrderFormValuesInput = z.input<typeof ZOrderFormValues>;

/**
 * An empty order form's values: what ZOrderFormValues makes of `{}`, without zod (the order
 * form's first page does not load it: apps/web docs/rendering.md). order-form.test.ts holds the
 * two to the same values.
 */
export const emptyOrderFormValues: TOrderFormValues = {
  treatment: null,
  style: null,
  addons: [],
  slides: null,
  turnaround: null,
  deliveryAt: null,
  files: { files: [], useSharingLinks: false, googleSlidesUrls: [] },
  brief: { text: '', referenceFiles: [] },
  coupon: null,
  customFields: {},
};
