import { z } from 'zod';
import { limits } from './constants.ts';
import { validationMessages as m } from './messages.ts';

/** The shared form rules of §5.1 as zod schemas; server and forms use the same ones. */

const requiredError = { error: m.required };

/** A non-empty (after trimming) string; missing, null or blank all read 'This field is required'. */
export const requiredString = () => z.string(requiredError).trim().min(1, m.required);

export const ZPositiveInteger = z.coerce
  .number(requiredError)
  .int(m.positiveInteger)
  .gt(0, m.positiveInteger);

/** Latin letters, spaces, hyphen, apostrophe and Latin-1 accented letters. */
export const latinNamePattern = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF' -]+$/;
export const ZPersonName = requiredString().regex(latinNamePattern, m.latinName);

/** A valid address with exactly one @. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZEmail = requiredString().toLowerCase().regex(emailPattern, m.email);

/** Phone values keep digits only, then must be 4 to 15 long. */
export const ZPhone = z
  .string(requiredError)
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .min(1, m.required)
      .min(limits.phoneMin, m.phoneTooShort)
      .max(limits.phoneMax, m.phoneTooLong),
  );

/** Dial codes arrive as text or number; they are coerced to a number. */
export const ZDialCode = z.coerce.number().int().positive();

/** Printable ASCII: Latin letters, digits, space and standard punctuation. */
const passwordCharset = /^[\x20-\x7E]*$/;

export const ZPassword = z
  .string(requiredError)
  .min(1, m.required)
  .min(limits.passwordMin, m.passwordTooShort)
  .max(limits.passwordMax, m.passwordTooLong)
  .regex(/\d/, m.passwordDigit)
  .regex(/[!@#$%^&*()_+]/, m.passwordSymbol)
  .regex(passwordCharset, m.passwordLatin)
  .regex(/[A-Z]/, m.passwordUppercase)
  .regex(/[a-z]/, m.passwordLowercase);

/** New password plus confirmation; the mismatch message sits on confirmPassword. */
export const ZPasswordWithConfirmation = z
  .object({ password: ZPassword, confirmPassword: z.string(requiredError).min(1, m.required) })
  .refine((value) => value.password === value.confirmPassword, {
    message: m.passwordsMatch,
    path: ['confirmPassword'],
  });

const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** Server dates: a timestamp with six fractional digits and Z, or YYYY-MM-DD. */
export const ZServerDate = z.string().superRefine((value, ctx) => {
  if (!timestampPattern.test(value) && !dayPattern.test(value)) {
    ctx.addIssue({ code: 'custom', message: m.invalidDateFormat });
  } else if (!isRealDate(value)) {
    ctx.addIssue({ code: 'custom', message: m.invalidDate });
  }
});

/** Formats a Date the way the server sends timestamps: six fractional digits and Z. */
export function toServerTimestamp(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** The route id parameter, coerced to a number. */
export const ZRouteId = z.coerce.number().int().positive();

/** The standard 8-4-4-4-12 hexadecimal identifier. */
export const ZIdentifier = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);

/** A redirect target must be a valid absolute URL; anything else is treated as null. */
export function parseRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Number fields: cleared gives null; at most 32767. */
export const ZNumberField = z.number().int().min(0).max(limits.numberFieldMax).nullable();
