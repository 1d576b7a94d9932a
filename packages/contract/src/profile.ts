import { z } from 'zod';
import { ZRequiredSecret } from './accounts.ts';
import { limits } from './constants.ts';
import { accountMessages as am, validationMessages as m } from './messages.ts';
import { ZCurrentUser } from './user.ts';
import {
  boundedString,
  ZDialCode,
  ZIdentifier,
  ZPasswordWithConfirmation,
  ZPersonName,
  ZPhone,
  ZServerDate,
} from './validation.ts';

/** User details and security pages of the profile area (§2.2, §3, §5.1). */

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Optional free text: blank or null becomes undefined, otherwise trimmed. */
const ZOptionalText = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  boundedString(limits.textMax).trim().optional(),
);

/** A country picked from the list: coerced to a number; an empty choice is 'required'. */
const ZCountryId = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z.coerce
    .number({ error: m.required })
    .int(m.required)
    .positive(m.required)
    .max(limits.integerMax, m.numberTooLarge),
);

/** PUT of the user details form. Phone keeps digits only; the dial code is required with it. */
export const ZUpdateUserDetailsRequest = z
  .object({
    name: ZPersonName,
    company: ZOptionalText,
    address: ZOptionalText,
    city: ZOptionalText,
    state: ZOptionalText,
    zip: ZOptionalText,
    countryId: ZCountryId,
    dialCode: z.preprocess((v) => (isBlank(v) ? undefined : v), ZDialCode.optional()),
    phone: z.preprocess(
      (v) => (isBlank(v) || (typeof v === 'string' && !/\d/.test(v)) ? undefined : v),
      ZPhone.optional(),
    ),
  })
  .refine((value) => value.phone === undefined || value.dialCode !== undefined, {
    message: m.required,
    path: ['dialCode'],
  });

export const ZUpdateUserDetailsResponse = z.object({ user: ZCurrentUser });

/** Security page: the current password, then a new one that follows the shared rule. */
export const ZChangePasswordRequest = ZPasswordWithConfirmation.safeExtend({
  currentPassword: ZRequiredSecret,
}).refine((value) => value.password !== value.currentPassword, {
  message: am.samePassword,
  path: ['password'],
});

/** A signed-in browser. The listing flags the session making the request. */
export const ZSession = z.object({
  id: ZIdentifier,
  createdAt: ZServerDate,
  lastSeenAt: ZServerDate,
  deviceId: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The country it signed in from, by name ('Denmark'); null when not known. */
  place: z.string().nullable(),
  isCurrent: z.boolean(),
});

export const ZSessionsResponse = z.object({ sessions: z.array(ZSession) });

/** Ending one other session: DELETE .../sessions/{id}. The current one ends by logging out. */
export const ZSessionParams = z.object({ id: ZIdentifier });

/** Ending every other session answers with how many were ended. */
export const ZEndSessionsResponse = z.object({ ended: z.number().int().min(0) });

export type TUpdateUserDetailsRequest = z.infer<typeof ZUpdateUserDetailsRequest>;
export type TUpdateUserDetailsResponse = z.infer<typeof ZUpdateUserDetailsResponse>;
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export type TSession = z.infer<typeof ZSession>;
export type TSessionsResponse = z.infer<typeof ZSessionsResponse>;
export type TEndSessionsResponse = z.infer<typeof ZEndSessionsResponse>;
