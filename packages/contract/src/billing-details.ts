import { z } from 'zod';
import { limits } from './constants.ts';
import { validationMessages as m } from './messages.ts';
import { boundedString, emailPattern, requiredString, ZRouteId } from './validation.ts';

/**
 * Billing details (§3): the team's billing address with its tax details, and its payment methods
 * (cards held by the gateway, and the invoice method). Every call needs manageCredits (§6).
 */

export const billingDetailsMessages = {
  profileSaved: 'Billing details saved.',
  cardAdded: 'Card added.',
  invoiceAdded: 'Invoice details added.',
  methodSaved: 'Payment method saved.',
  madeDefault: 'Default payment method changed.',
  methodRemoved: 'Payment method removed.',
  countryUnknown: 'Please choose a country from the list',
  vatInvalid: 'Please use letters, digits, spaces, dots and hyphens only',
  notInvoice: 'Only invoice details have these fields',
  /** The VAT alert of init (§3 alert key vat): EU customers without a VAT number. */
  vatAlert: 'Add your VAT number in Billing details so that your invoices are issued without VAT.',
  /** The sandbox card frame's own checks, shown inside the frame. */
  cardNumberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter the expiry date as MM/YY.',
  expiryPast: 'This card has expired.',
  cvcInvalid: 'Please enter the 3 or 4 digit security code.',
  /** The card entry widget when the card form cannot be shown. */
  cardFormUnavailable: 'The card form could not be loaded. Please try again later.',
} as const;

const bm = billingDetailsMessages;

export const billingLimits = {
  /** A gateway token (sandbox tokens are ~180 characters, Stripe ids ~30). */
  cardTokenMax: 512,
  vatMax: 32,
  postcodeMax: 20,
  poNumberMax: 100,
  cityMax: 100,
  stateMax: 100,
} as const;

/** Free text that may be left empty: trimmed, and '' or null read as null. */
const textOrNull = (max: number) =>
  boundedString(max)
    .trim()
    .nullable()
    .transform((value) => (value ? value : null));

/** A VAT number as printed on receipts ('DK 12345678', 'GB123456789'). */
const ZVatNumber = boundedString(billingLimits.vatMax)
  .trim()
  .regex(/^[A-Za-z0-9 .-]*$/, bm.vatInvalid)
  .nullable()
  .transform((value) => (value ? value : null));

/** An optional email: '' or null read as null. */
const ZOptionalEmail = boundedString(limits.emailMax)
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || emailPattern.test(value), m.email)
  .nullable()
  .transform((value) => (value ? value : null));

/** An optional phone number: digits only are kept, then 4 to 15 of them (or nothing). */
const ZOptionalPhone = boundedString(limits.phoneInputMax, m.phoneTooLong)
  .nullable()
  .transform((value) => (value ?? '').replace(/\D/g, ''))
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z.string().min(limits.phoneMin, m.phoneTooShort).max(limits.phoneMax, m.phoneTooLong),
    ]),
  );

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const ZCountryNumber = z.coerce
  .number({ error: m.required })
  .int(bm.countryUnknown)
  .positive(bm.countryUnknown)
  .max(9999, bm.countryUnknown);

/**
 * A country picked from GET /countries/names, by id (the server checks it exists); a Select's
 * text value is coerced, an empty choice is 'required'.
 */
const ZCountryId = z.preprocess((value) => (isBlank(value) ? undefined : value), ZCountryNumber);
/** The same, or none: blank reads as null. */
const ZOptionalCountryId = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  ZCountryNumber.nullable(),
);

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
function isRealDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A day as YYYY-MM-DD, or '' / null for none. */
const ZOptionalDay = boundedString(10)
  .nullable()
  .refine((value) => !value || (dayPattern.test(value) && isRealDay(value)), m.invalidDate)
  .transform((value) => (value ? value : null));

/** The billing address of §3 and the tax details printed on receipts. */
export const ZBillingProfile = z.object({
  companyName: z.string().nullable(),
  billingEmail: z.string().nullable(),
  vatNumber: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  /** Country id (GET /countries/names). */
  country: z.number().int().nullable(),
  phoneCountryId: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
});

/** PUT /billing/profile: the whole form; street, city and country are required. */
export const ZUpdateBillingProfileRequest = z.object({
  companyName: textOrNull(limits.textMax).optional(),
  billingEmail: ZOptionalEmail.optional(),
  vatNumber: ZVatNumber.optional(),
  street: requiredString(limits.textMax),
  city: requiredString(billingLimits.cityMax),
  state: textOrNull(billingLimits.stateMax).optional(),
  postcode: textOrNull(billingLimits.postcodeMax).optional(),
  country: ZCountryId,
  phoneCountryId: ZOptionalCountryId.optional(),
  phoneNumber: ZOptionalPhone.optional(),
});

export const paymentMethodKinds = ['card', 'invoice'] as const;

const ZPaymentMethodBase = z.object({
  id: z.number().int(),
  /** The method purchases use unless another is picked; one per team. */
  default: z.boolean(),
  /** VAT number printed on this method's receipts. */
  vat: z.string().nullable(),
});

export const ZCardPaymentMethod = ZPaymentMethodBase.extend({
  kind: z.literal('card'),
  /** As the gateway reports it: visa, mastercard, amex, discover, unknown. */
  brand: z.string(),
  last4: z.string(),
  expirationMonth: z.number().int(),
  expirationYear: z.number().int(),
});

export const ZInvoicePaymentMethod = ZPaymentMethodBase.extend({
  kind: z.literal('invoice'),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.number().int().nullable(),
  poNumber: z.string().nullable(),
  /** YYYY-MM-DD. */
  poExpiresAt: z.string().nullable(),
});

/** A payment method of §3: a card or the invoice method. */
export const ZPaymentMethod = z.discriminatedUnion('kind', [
  ZCardPaymentMethod,
  ZInvoicePaymentMethod,
]);

/** GET /billing/payment-methods: the live methods, the default first, then newest first. */
export const ZPaymentMethodsResponse = z.array(ZPaymentMethod);

/** POST a card: the token the card entry widget got from the gateway's own form. */
export const ZAddCardRequest = z.object({
  /** An enum of one rather than a literal: the JSON schema then names the allowed value. */
  kind: z.enum(['card']),
  token: requiredString(billingLimits.cardTokenMax),
  vat: ZVatNumber.optional(),
});

const invoiceFields = {
  street: requiredString(limits.textMax),
  city: requiredString(billingLimits.cityMax),
  state: textOrNull(billingLimits.stateMax).optional(),
  zip: textOrNull(billingLimits.postcodeMax).optional(),
  country: ZCountryId,
  poNumber: textOrNull(billingLimits.poNumberMax).optional(),
  poExpiresAt: ZOptionalDay.optional(),
};

/** POST the invoice method: where invoices go and the purchase order they quote. */
export const ZAddInvoiceRequest = z.object({
  kind: z.enum(['invoice']),
  vat: ZVatNumber.optional(),
  ...invoiceFields,
});

export const ZAddPaymentMethodRequest = z.discriminatedUnion('kind', [
  ZAddCardRequest,
  ZAddInvoiceRequest,
]);

/**
 * PATCH one method: only the fields sent change. `default: true` makes it the team's default;
 * the address and PO fields are the invoice method's only (422 on a card).
 */
export const ZUpdatePaymentMethodRequest = z.object({
  default: z.literal(true).optional(),
  vat: ZVatNumber.optional(),
  street: invoiceFields.street.optional(),
  city: invoiceFields.city.optional(),
  state: invoiceFields.state,
  zip: invoiceFields.zip,
  country: z.preprocess((value) => (value === '' ? undefined : value), ZCountryNumber.optional()),
  poNumber: invoiceFields.poNumber,
  poExpiresAt: invoiceFields.poExpiresAt,
});

/** Route parameter: /billing/payment-methods/{id}. */
export const ZPaymentMethodParams = z.object({ id: ZRouteId });

/** What the card entry widget hands to its caller, whichever gateway made the token. */
export const ZCardEntryResult = z.object({
  token: requiredString(billingLimits.cardTokenMax),
  brand: z.string(),
  last4: z.string(),
});

export type TBillingProfile = z.infer<typeof ZBillingProfile>;
export type TUpdateBillingProfileRequest = z.input<typeof ZUpdateBillingProfileRequest>;
export type TPaymentMethodKind = (typeof paymentMethodKinds)[number];
export type TCardPaymentMethod = z.infer<typeof ZCardPaymentMethod>;
export type TInvoicePaymentMethod = z.infer<typeof ZInvoicePaymentMethod>;
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export type TPaymentMethodsResponse = z.infer<typeof ZPaymentMethodsResponse>;
export type TAddCardRequest = z.input<typeof ZAddCardRequest>;
export type TAddInvoiceRequest = z.input<typeof ZAddInvoiceRequest>;
export type TAddPaymentMethodRequest = z.input<typeof ZAddPaymentMethodRequest>;
export type TUpdatePaymentMethodRequest = z.input<typeof ZUpdatePaymentMethodRequest>;
export type TCardEntryResult = z.infer<typeof ZCardEntryResult>;
