import { z } from 'zod';
import { limits } from './constants.ts';
import { checkFreeJson, ZToken } from './validation.ts';

/** Customer settings, notification and unsubscribe preferences (§3, §4, §7). */

/** Holiday notification lookahead kinds, checked in this order (§4); all default to on. */
export const holidayNotificationKinds = ['daily', 'weekly', 'monthly'] as const;
export const ZHolidayNotificationKind = z.enum(holidayNotificationKinds);

export const ZHolidayNotificationSettings = z.object({
  daily: z.boolean().default(true),
  weekly: z.boolean().default(true),
  monthly: z.boolean().default(true),
});

/**
 * The modal flags of §3 (pro, onlineSubscriptionsPopup, couldSavePopup): true once the person
 * has seen that modal and answered it, so no device of theirs shows it again. Flags this
 * version does not know are kept (the settings object is saved whole).
 */
export const modalFlags = ['pro', 'onlineSubscriptionsPopup', 'couldSavePopup'] as const;
export const ZModalFlag = z.enum(modalFlags);
export const ZModalFlags = z.looseObject({
  pro: z.boolean().optional(),
  onlineSubscriptionsPopup: z.boolean().optional(),
  couldSavePopup: z.boolean().optional(),
});

/**
 * PUT /v1/customers/settings saves this object whole and answers with it. The spec does not
 * show its fields: the known ones are typed, anything else passes through untouched, within
 * the bounds of free JSON (depth, key and string lengths, no NUL or lone surrogate).
 */
export const ZCustomerSettings = z
  .looseObject({
    sharing_order_seen: z.boolean().optional(),
    holiday_notifications: ZHolidayNotificationSettings.optional(),
    modals: ZModalFlags.optional(),
  })
  .superRefine(checkFreeJson(limits.settingsJson));
export const ZUpdateCustomerSettingsRequest = ZCustomerSettings;
export const ZCustomerSettingsResponse = ZCustomerSettings;

/**
 * Email kinds a person can unsubscribe from at /unsubscribe/{type}. A closed list chosen for
 * this issue: 'offers' is the sign-up receiveOffers choice.
 */
export const unsubscribeTypes = ['offers', 'newsletter', 'order-updates'] as const;
export const ZUnsubscribeType = z.enum(unsubscribeTypes);
/** What ZUnsubscribeType accepts, checked without zod (a page's address). */
export const isUnsubscribeType = (value: unknown): value is TUnsubscribeType =>
  (unsubscribeTypes as readonly unknown[]).includes(value);

/** What the page's button does next; after unsubscribing it offers to subscribe again. */
export const unsubscribeActions = ['subscribe', 'unsubscribe'] as const;
export const ZUnsubscribeAction = z.enum(unsubscribeActions);

export const ZUnsubscribeParams = z.object({ type: ZUnsubscribeType });

/** The emailed link carries a signed token, so the page works without logging in. */
export const ZUnsubscribeQuery = z.object({ token: ZToken.optional() });

/** Opening the page unsubscribes (action 'unsubscribe'); the button sends its buttonAction. */
export const ZUnsubscribeRequest = z.object({
  action: ZUnsubscribeAction.default('unsubscribe'),
  token: ZToken.optional(),
});

/** One flag per type: true while the person still receives that kind of email. */
export const ZUnsubscribePreferences = z.record(ZUnsubscribeType, z.boolean());

export const ZUnsubscribeData = z.object({
  type: ZUnsubscribeType,
  email: z.string(),
  subscribed: z.boolean(),
  preferences: ZUnsubscribePreferences,
});

/** The page state of §3: buttonAction (default 'subscribe') and data. */
export const ZUnsubscribeResponse = z.object({
  buttonAction: ZUnsubscribeAction.default('subscribe'),
  data: ZUnsubscribeData,
});

export type THolidayNotificationKind = z.infer<typeof ZHolidayNotificationKind>;
export type THolidayNotificationSettings = z.infer<typeof ZHolidayNotificationSettings>;
export type TModalFlag = z.infer<typeof ZModalFlag>;
export type TModalFlags = z.infer<typeof ZModalFlags>;
export type TCustomerSettings = z.infer<typeof ZCustomerSettings>;
export type TUnsubscribeType = z.infer<typeof ZUnsubscribeType>;
export type TUnsubscribeAction = z.infer<typeof ZUnsubscribeAction>;
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;
export type TUnsubscribePreferences = z.infer<typeof ZUnsubscribePreferences>;
export type TUnsubscribeData = z.infer<typeof ZUnsubscribeData>;
export type TUnsubscribeResponse = z.infer<typeof ZUnsubscribeResponse>;
