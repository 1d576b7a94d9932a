import { z } from 'zod';
import { ZOnlineSubscriptionsPopup } from './subscription.ts';
import { ZCurrentUser } from './user.ts';

export const alertKeys = [
  'vat',
  'subscriptionpaused',
  'holiday',
  'suspended',
  'maintenance',
] as const;
export const alertTypes = ['info', 'success', 'warning', 'error'] as const;

export const ZAlertType = z.enum(alertTypes);

export const ZAlert = z.object({
  key: z.enum(alertKeys),
  hash: z.string(),
  message: z.string(),
  type: ZAlertType,
});

export const ZFlashMessage = z.object({ type: ZAlertType, message: z.string() });

/**
 * What ZFlashMessage accepts, checked without zod (see isFieldErrors). init.test.ts holds the two
 * to the same answers.
 */
export function isFlashMessage(value: unknown): value is TFlashMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, message } = value as Record<string, unknown>;
  return (alertTypes as readonly unknown[]).includes(type) && typeof message === 'string';
}

export const ZUpsellPopup = z.object({
  key: z.literal('upsell'),
  amount: z.number(),
  slides: z.number().int(),
  discount: z.number(),
  percentage: z.number(),
});

/**
 * The offers of init (§3 popups): the upsell pack, and the online subscription offer (ours: the
 * spec shows only the upsell). Each is shown once; the client tells them apart by key.
 */
export const ZInitPopup = z.discriminatedUnion('key', [ZUpsellPopup, ZOnlineSubscriptionsPopup]);

export const appEnvs = ['development', 'test', 'staging', 'production'] as const;

export const ZInitEnv = z.object({
  /** Where this deployment runs; non-production pages (ui-kit, dev mailbox) read it. */
  appEnv: z.enum(appEnvs),
  /** The payment provider's publishable key; null when no provider key is configured. */
  paymentPublicKey: z.string().nullable(),
  /**
   * The Sentry DSN the browser reports its errors with (through the API's tunnel); null when none
   * is configured, and always in development and test.
   */
  errorReportingDsn: z.string().nullable(),
  userIp: z.string(),
});

/** GET /v1/init (§3, §7). A user that fails its schema is treated as null by the client. */
export const ZInitResponse = z.object({
  alerts: z.array(ZAlert),
  countryCode: z.string().length(2).nullable(),
  env: ZInitEnv,
  flashMessage: ZFlashMessage.nullable(),
  isEu: z.boolean(),
  popups: z.array(ZInitPopup),
  user: ZCurrentUser.nullable(),
  enableProCoupons: z.boolean().optional(),
});

/** The client's reading of init: a user that does not match its schema becomes null (§5.1). */
export const ZInitResponseLenient = ZInitResponse.extend({
  user: ZCurrentUser.nullable().catch(null),
});

export type TAlert = z.infer<typeof ZAlert>;
export type TUpsellPopup = z.infer<typeof ZUpsellPopup>;
export type TInitPopup = z.infer<typeof ZInitPopup>;
export type TFlashMessage = z.infer<typeof ZFlashMessage>;
export type TInitResponse = z.infer<typeof ZInitResponse>;
