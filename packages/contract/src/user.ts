import { z } from 'zod';
import { ZModalFlags } from './preferences.ts';

export const customerRoles = ['owner', 'admin', 'manager'] as const;
export const ZCustomerRole = z.enum(customerRoles);

/** How a team role is named on screen. */
export const customerRoleLabels = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
} as const satisfies Record<(typeof customerRoles)[number], string>;

export const customerTypes = [
  '',
  'new',
  'returning',
  'retainer',
  'contract',
  'custom portal',
  'subscription',
] as const;

export const suspendedReasonKeys = [
  'failedPaymentCard',
  'failedOrderPayment',
  'insufficientCredits',
  'other',
] as const;
export type TSuspendedReasonKey = (typeof suspendedReasonKeys)[number];

/** The description of each suspension reason (§3 suspendedReason.description). */
export const suspendedReasonDescriptions = {
  failedPaymentCard: 'Your subscription could not be renewed: the card payment failed.',
  failedOrderPayment: 'An order payment failed.',
  insufficientCredits: 'Your credit balance does not cover your orders.',
  other: 'Your account is suspended.',
} as const satisfies Record<TSuspendedReasonKey, string>;

export const ZUserCountry = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: z.string().optional(),
  dialCode: z.number().int().optional(),
});

/** The current user of §3. Staff have null customerType, orderId and customerAccountId. */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  balance: z.number(),
  cardDigits: z.string().nullable(),
  city: z.string().nullable(),
  company: z.string().nullable(),
  country: ZUserCountry.nullable(),
  currency: z.string(),
  currencySymbol: z.string(),
  customerAccountId: z.number().int().nullable(),
  customerRole: z.string().nullable(),
  customerType: z.enum(customerTypes).nullable(),
  dashboardUrl: z.string().nullable(),
  dialCode: z.number().int().nullable(),
  hasCard: z.boolean(),
  hasCredits: z.boolean(),
  hasDailyCapacity: z.boolean(),
  isStaff: z.boolean(),
  isRetainer: z.boolean(),
  manageCredits: z.boolean(),
  needsQuestions: z.boolean(),
  notifications: z.object({ phone: z.string(), dialCode: z.number().int() }).nullable(),
  orderId: z.number().int().nullable(),
  phone: z.string().nullable(),
  purchasedPackages: z.boolean(),
  seeCreditBalance: z.boolean(),
  state: z.string().nullable(),
  subscription: z.boolean(),
  subscriptionType: z.string().nullable(),
  subscriptionProducts: z.array(z.string()),
  supportsCustomFields: z.boolean(),
  supportsConfidentialOrder: z.boolean(),
  organisationName: z.string().nullable(),
  suspended: z.boolean(),
  suspendedReason: z
    .object({
      description: z.string(),
      key: z.enum(suspendedReasonKeys),
      comment: z.string().nullable(),
    })
    .nullable(),
  token: z.string().optional(),
  zip: z.string().nullable(),
  /** The customer settings (ZCustomerSettings, saved whole by PUT /customers/settings). */
  settings: z
    .object({ sharing_order_seen: z.boolean().optional(), modals: ZModalFlags.optional() })
    .passthrough(),
});

export type TCurrentUser = z.infer<typeof ZCurrentUser>;
export type TCustomerRole = z.infer<typeof ZCustomerRole>;
