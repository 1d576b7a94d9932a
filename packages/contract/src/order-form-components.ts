import { z } from 'zod';
import { ZCouponState, ZCouponSummary } from './coupons.ts';
import { customFieldKinds } from './custom-fields.ts';
import { ZOrderComponentName, ZOrderFormValues, ZOrderStepKey, ZStyleType } from './order-form.ts';
import { ZTreatmentKey } from './treatments.ts';
import { ZServerDate } from './validation.ts';

/**
 * The order form's server price and its components (§3 components: name, value,
 * valueAffections, properties, and each component's options), as the API computes them.
 */

const ZMinorUnits = z.number().int();

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

/** One custom field as the customFields step asks it. */
export const ZCustomFieldQuestion = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(customFieldKinds),
  required: z.boolean(),
  /** The choices of a select field. */
  options: z.array(z.string()),
});
export type TCustomFieldQuestion = z.infer<typeof ZCustomFieldQuestion>;

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
    name: z.literal('customFields'),
    value: ZOrderFormValues.shape.customFields,
    options: z.object({
      /** The team's questions (§6 custom fields), in the team's order. */
      fields: z.array(ZCustomFieldQuestion),
    }),
  }),
  z.object({
    ...componentBase,
    name: z.literal('coupon'),
    /** The applied code; null when none is, or when the server refused the one sent. */
    value: z.string().nullable(),
    options: z.object({
      /** The answer to the code last applied (§4 Coupon: success or failure with its message). */
      state: ZCouponState.nullable(),
      applied: ZCouponSummary.nullable(),
      /** A coupon the form suggests (§3 upsellCoupon). */
      upsellCoupon: ZCouponSummary.nullable(),
    }),
  }),
  z.object({
    ...componentBase,
    name: z.literal('signup'),
    value: z.null(),
    /** A visitor signs up (or logs in) inside the flow; hidden once they are signed in. */
    options: z.object({}),
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
