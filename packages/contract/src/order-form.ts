import { z } from 'zod';
import { limits } from './constants.ts';
import { validationMessages } from './messages.ts';
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

/** The design treatments of §3 Treatments: fix-up, redesign, custom design. */
export const treatmentKeys = ['fixup', 'redesign', 'customDesign'] as const;
export const ZTreatmentKey = z.enum(treatmentKeys);
export type TTreatmentKey = z.infer<typeof ZTreatmentKey>;

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
  'payment',
] as const;
export const ZOrderComponentName = z.enum(orderComponentNames);
export type TOrderComponentName = z.infer<typeof ZOrderComponentName>;

export const orderFormLimits = {
  flowKeyMax: 60,
  turnaroundKeyMax: 20,
  addonKeyMax: 40,
  addonsMax: 10,
  filesMax: 50,
  referenceFilesMax: 20,
  googleSlidesUrlsMax: 20,
  briefMax: 5000,
  fileNameMax: 255,
  timezoneMax: 64,
  poNumberMax: 60,
} as const;

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
  poNumberRequired: 'This field is required',
  signInRequired: 'Please sign up or log in to place your order.',
  quoteNoPayment: 'We will send you a price for this order before any payment.',
  turnaroundProOnly: 'Available with the Pro plan',
  offerTaken: 'Your team has already used this offer.',
  noPaymentMethod:
    'Your role cannot pay for orders. Please ask your team owner to give you access to credits or billing.',
  briefPlaceholder:
    'Tell us about the audience, the message and anything our designers should keep or change.',
} as const;

/** How the treatments of §3 read on the form, in mails and receipts. */
export const treatmentNames: Readonly<
  Record<TTreatmentKey, { name: string; description: string }>
> = {
  fixup: {
    name: 'Fix-up',
    description: 'We align, tidy and make your slides consistent, keeping your design.',
  },
  redesign: {
    name: 'Redesign',
    description: 'We redesign every slide in your style or ours, with fresh layouts and visuals.',
  },
  customDesign: {
    name: 'Custom design',
    description: 'We design from your content with custom illustrations, icons and charts.',
  },
};

const ZTurnaroundKey = boundedString(orderFormLimits.turnaroundKeyMax);
const ZAddonKey = boundedString(orderFormLimits.addonKeyMax);
const ZMinorUnits = z.number().int();
/** An upload's public id (uploads module): the 8-4-4-4-12 hexadecimal form. */
const ZUploadId = boundedString(36).regex(/^[0-9a-fA-F-]{36}$/, 'Invalid file id');
const ZFileRef = z.object({ uuid: ZUploadId, name: boundedString(orderFormLimits.fileNameMax) });
export type TOrderFileRef = z.infer<typeof ZFileRef>;

/** A Google Slides address (§3 UploadFiles googleSlidesUrls). */
export const googleSlidesUrlPattern = /^https:\/\/docs\.google\.com\/presentation\/\S+$/;
const ZGoogleSlidesUrl = boundedString(limits.urlMax).regex(
  googleSlidesUrlPattern,
  orderFormMessages.googleSlidesUrl,
);

/** An IANA time zone name such as 'Europe/Copenhagen' (checked by the runtime's Intl). */
export const ZTimeZone = boundedString(orderFormLimits.timezoneMax).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, orderFormMessages.timezoneInvalid);

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
});
export type TOrderFormValues = z.infer<typeof ZOrderFormValues>;
export type TOrderFormValuesInput = z.input<typeof ZOrderFormValues>;

/** One line of the price: 'Redesign, 12 slides × $25.00', 'Grammar check', 'VAT 25%'. */
export const ZOrderPriceLine = z.object({
  key: z.string(),
  label: z.string(),
  amount: ZMinorUnits,
});

/**
 * The server's price of the form as it stands. `total` is what the customer pays; a subscription
 * order pays with daily capacity (`capacitySlides`) instead of money; a quote has no price (null
 * at the form level).
 */
export const ZOrderPrice = z.object({
  currency: z.string().length(3),
  lines: z.array(ZOrderPriceLine),
  subtotal: ZMinorUnits.min(0),
  discount: ZMinorUnits.min(0),
  /** VAT in basis points (2500 = 25 %); 0 outside the EU or with a VAT number. */
  vatRate: z.number().int().min(0),
  vat: ZMinorUnits.min(0),
  total: ZMinorUnits.min(0),
  /** Slides of daily capacity the order uses when paid by the subscription. */
  capacitySlides: z.number().int().min(0).nullable(),
});
export type TOrderPrice = z.infer<typeof ZOrderPrice>;

/** What every component carries (§3 components: name, value, valueAffections, properties). */
const componentBase = {
  step: ZOrderStepKey,
  /** The components whose options or value change when this one changes. */
  valueAffections: z.array(ZOrderComponentName),
  properties: z.object({
    /** The component's step is removed from the form (§4). */
    hideStep: z.boolean().default(false),
    required: z.boolean().default(false),
  }),
};

export const ZTreatmentOption = z.object({
  key: ZTreatmentKey,
  treatmentName: z.string(),
  description: z.string(),
  /** Per slide at the cheapest turnaround. */
  price: ZMinorUnits,
  turnaroundPrices: z.array(z.object({ turnaround: z.string(), price: ZMinorUnits })),
});

export const ZTurnaroundOption = z.object({
  key: z.string(),
  name: z.string(),
  hours: z.number().int().positive(),
  /** The whole order's price at this turnaround, for the slides as they stand (minor units). */
  price: ZMinorUnits,
  /** The earliest promised delivery (UTC); null until slides and treatment are chosen. */
  deliveryAt: ZServerDate.nullable(),
  /** False when capacity or the offer rules it out (e.g. the 10-hour turnaround is Pro only). */
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
});

/** A day the date picker blocks (§3 widget shape: date, reason), YYYY-MM-DD in the customer's zone. */
export const ZBlockedDay = z.object({ date: z.string(), reason: z.string() });

export const ZOrderFormComponent = z.discriminatedUnion('name', [
  z.object({
    ...componentBase,
    name: z.literal('treatment'),
    value: ZTreatmentKey.nullable(),
    options: z.array(ZTreatmentOption),
  }),
  z.object({
    ...componentBase,
    name: z.literal('style'),
    value: ZOrderFormValues.shape.style,
    options: z.object({
      styleTypes: z.array(ZStyleType),
      templates: z.array(
        z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string().nullable() }),
      ),
    }),
  }),
  z.object({
    ...componentBase,
    name: z.literal('addons'),
    value: z.array(z.string()),
    options: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        description: z.string(),
        pricePerSlide: ZMinorUnits,
        /** For the slides as they stand. */
        price: ZMinorUnits,
      }),
    ),
  }),
  z.object({
    ...componentBase,
    name: z.literal('slides'),
    value: z.number().int().nullable(),
    options: z.object({
      min: z.number().int(),
      max: z.number().int(),
      /** A fixed offer's exact count (10-for-49): the field is read-only. */
      fixed: z.number().int().nullable(),
    }),
  }),
  z.object({
    ...componentBase,
    name: z.literal('delivery'),
    value: z.object({ turnaround: z.string().nullable(), deliveryAt: ZServerDate.nullable() }),
    options: z.object({
      turnarounds: z.array(ZTurnaroundOption),
      /** Days closed for provider holidays, with the holiday's title as the reason (§5.2). */
      blockedDays: z.array(ZBlockedDay),
      /** The picker's range, YYYY-MM-DD in the customer's zone. */
      minDate: z.string().nullable(),
      maxDate: z.string().nullable(),
    }),
  }),
  z.object({
    ...componentBase,
    name: z.literal('files'),
    value: ZOrderFormValues.shape.files,
    options: z.object({ allowGoogleSlides: z.boolean() }),
  }),
  z.object({
    ...componentBase,
    name: z.literal('brief'),
    value: ZOrderFormValues.shape.brief,
    options: z.object({ placeholder: z.string() }),
  }),
  z.object({
    ...componentBase,
    name: z.literal('payment'),
    value: z.null(),
    options: z.object({
      /** How this customer may pay; empty for a visitor (they sign up first) and for quotes. */
      methods: z.array(z.enum(['credits', 'card', 'invoice', 'subscription'])),
      /** Minor units; null unless credits are offered. */
      creditBalance: ZMinorUnits.nullable(),
    }),
  }),
]);
export type TOrderFormComponent = z.infer<typeof ZOrderFormComponent>;

export const flowKinds = ['public', 'client'] as const;

/** The enterprise client a client flow belongs to: its name and colours for the branded header. */
export const ZOrderFlowClient = z.object({
  key: z.string(),
  name: z.string(),
  branding: z.object({ primaryColor: z.string(), tagline: z.string() }),
});

/** §3 Order form data. */
export const ZOrderFormData = z.object({
  flowKey: z.string(),
  kind: z.enum(flowKinds),
  name: z.string(),
  stepped: z.boolean(),
  /** A quote flow: no price; staff price the order, then the customer accepts and pays. */
  isQuote: z.boolean(),
  client: ZOrderFlowClient.nullable(),
  /** Null for quotes, and until a treatment and slides are chosen. */
  price: ZOrderPrice.nullable(),
  currency: z.string().length(3),
  currencySign: z.string(),
  /** The customer's time zone every date of the form is shown in. */
  timezone: z.string(),
  steps: z.array(
    z.object({
      key: ZOrderStepKey,
      title: z.string(),
      description: z.string(),
      components: z.array(ZOrderComponentName),
    }),
  ),
  components: z.array(ZOrderFormComponent),
});
export type TOrderFormData = z.infer<typeof ZOrderFormData>;

/** GET /order-forms/{flowKey}?timezone= */
export const ZOrderFormQuery = z.object({ timezone: ZTimeZone.default('UTC') });

/** POST /order-forms/{flowKey}/calculation: the values as they stand and what changed. */
export const ZOrderCalculationRequest = z.object({
  timezone: ZTimeZone,
  values: ZOrderFormValues,
  /** The component the customer changed; null recomputes everything (a restored form). */
  changed: ZOrderComponentName.nullable(),
});
export type TOrderCalculationRequest = z.input<typeof ZOrderCalculationRequest>;

/** The components the change affected (all of them when changed is null) and the new price. */
export const ZOrderCalculationResponse = z.object({
  price: ZOrderPrice.nullable(),
  components: z.array(ZOrderFormComponent),
});
export type TOrderCalculationResponse = z.infer<typeof ZOrderCalculationResponse>;
