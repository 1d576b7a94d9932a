import { z } from 'zod';
import { limits } from './constants.ts';
import { validationMessages as m } from './messages.ts';

/** The shared form rules of §5.1 as zod schemas; server and forms use the same ones. */

const requiredError = { error: m.required };

/** Unpaired UTF-16 surrogates: a high half without its low half, or a low half alone. */
const loneSurrogatePattern =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** False for text no field may hold: NUL (PostgreSQL refuses it) and lone surrogates (not UTF-8). */
export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogatePattern.test(value);
}

/**
 * Every string a client sends starts here: at most `max` characters, no NUL, no lone surrogate.
 * A value that fails gets that one message and no further check, so a 1 MB value never reaches
 * a pattern, a rate-limit key or the database.
 */
export const boundedString = (max: number, tooLongMessage: string = m.tooLong(max)) =>
  z
    .string(requiredError)
    .max(max, { error: tooLongMessage, abort: true })
    .refine(isCleanText, { error: m.invalidCharacters, abort: true });

/** A non-empty (after trimming) bounded string; missing, null or blank read 'This field is required'. */
export const requiredString = (max: number) => boundedString(max).trim().min(1, m.required);

/** An opaque token from a link or a form (invite, verification, reset, unsubscribe). */
export const ZToken = requiredString(limits.tokenMax);

/** Integers a client sends: whole, and small enough for the database's integer. */
export const boundedInteger = () =>
  z.coerce.number().int().max(limits.integerMax, m.numberTooLarge);

export const ZPositiveInteger = z.coerce
  .number(requiredError)
  .int(m.positiveInteger)
  .gt(0, m.positiveInteger)
  .max(limits.integerMax, m.numberTooLarge);

/** Latin letters, spaces, hyphen, apostrophe and Latin-1 accented letters. */
export const latinNamePattern = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF' -]+$/;
export const ZPersonName = requiredString(limits.nameMax).regex(latinNamePattern, m.latinName);

/** A valid address with exactly one @. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZEmail = requiredString(limits.emailMax).toLowerCase().regex(emailPattern, m.email);

/**
 * What ZEmail accepts, checked without zod (for the web app's pages, which load it on demand:
 * apps/web docs/rendering.md). validation.test.ts holds the two to the same answers.
 */
export const isEmailAddress = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= limits.emailMax &&
  isCleanText(value) &&
  emailPattern.test(value.trim().toLowerCase());

/** Phone values keep digits only, then must be 4 to 15 long. */
export const ZPhone = boundedString(limits.phoneInputMax, m.phoneTooLong)
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .min(1, m.required)
      .min(limits.phoneMin, m.phoneTooShort)
      .max(limits.phoneMax, m.phoneTooLong),
  );

/** Dial codes arrive as text or number; they are coerced to a number. */
export const ZDialCode = boundedInteger().positive().max(limits.dialCodeMax, m.numberTooLarge);

/** Printable ASCII: Latin letters, digits, space and standard punctuation. */
const passwordCharset = /^[\x20-\x7E]*$/;

export const ZPassword = boundedString(limits.passwordMax, m.passwordTooLong)
  .min(1, m.required)
  .min(limits.passwordMin, m.passwordTooShort)
  .regex(/\d/, m.passwordDigit)
  .regex(/[!@#$%^&*()_+]/, m.passwordSymbol)
  .regex(passwordCharset, m.passwordLatin)
  .regex(/[A-Z]/, m.passwordUppercase)
  .regex(/[a-z]/, m.passwordLowercase);

/** Whose names a password must not hold (§5.1 "Does not contain user or company name"). */
export type TPasswordNames = {
  fullName?: string | null;
  email?: string | null;
  /** The company's and the team's names. */
  companyNames?: readonly (string | null | undefined)[];
};

/** Shorter parts ("Al", "Li") would forbid too much; the rule looks at 3 characters or more. */
const minNamePartLength = 3;

/**
 * What a password may not contain, lower-case: each word of the full name (split at spaces,
 * hyphens and apostrophes), the email's local part and each company or team name, whole; parts
 * under 3 characters are left out.
 */
export function getPasswordNameParts(names: TPasswordNames): string[] {
  const nameWords = (names.fullName ?? '').split(/[\s'-]+/);
  const localPart = (names.email ?? '').replace(/@[^@]*$/, '');
  const parts = [...nameWords, localPart, ...(names.companyNames ?? [])]
    .map((part) => (part ?? '').trim().toLowerCase())
    .filter((part) => part.length >= minNamePartLength);
  return [...new Set(parts)];
}

/** True when the password holds one of the names, ignoring case (the server refuses it). */
export function passwordContainsName(password: string, names: TPasswordNames): boolean {
  const lower = password.toLowerCase();
  return getPasswordNameParts(names).some((part) => lower.includes(part));
}

/** New password plus confirmation; the mismatch message sits on confirmPassword. */
export const ZPasswordWithConfirmation = z
  .object({
    password: ZPassword,
    confirmPassword: boundedString(limits.passwordMax).min(1, m.required),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: m.passwordsMatch,
    path: ['confirmPassword'],
  });

const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The YYYY-MM-DD the value starts with is a day of the calendar (no 2026-02-30). */
function isRealDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 && isLeap ? 29 : daysInMonth[month - 1];
  return last !== undefined && day >= 1 && day <= last;
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
  // toISOString ends in '.sssZ': three more digits make microseconds (a hot path: every row).
  return `${date.toISOString().slice(0, -1)}000Z`;
}

/** The route id parameter, coerced to a number. */
export const ZRouteId = boundedInteger().positive();

/** The standard 8-4-4-4-12 hexadecimal identifier. */
export const ZIdentifier = boundedString(36).regex(
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
);

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

type TJsonBounds = { maxDepth: number; maxKeyLength: number; maxTextLength: number };
type TJsonProblem = { message: string; path: PropertyKey[] };

function findTextProblem(text: string, max: number): string | null {
  if (text.length > max) return m.tooLong(max);
  return isCleanText(text) ? null : m.invalidCharacters;
}

/** The first problem in a free JSON value; a bad key is reported on the object that holds it. */
function findJsonProblem(
  value: unknown,
  bounds: TJsonBounds,
  depth: number,
  path: PropertyKey[],
): TJsonProblem | null {
  if (typeof value === 'string') {
    const message = findTextProblem(value, bounds.maxTextLength);
    return message ? { message, path } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > bounds.maxDepth) return { message: m.tooDeep, path };
  const entries: [PropertyKey, unknown][] = Array.isArray(value)
    ? [...value.entries()]
    : Object.entries(value);
  for (const [key, item] of entries) {
    const keyMessage = typeof key === 'string' ? findTextProblem(key, bounds.maxKeyLength) : null;
    if (keyMessage) return { message: keyMessage, path };
    const problem = findJsonProblem(item, bounds, depth + 1, [...path, key]);
    if (problem) return problem;
  }
  return null;
}

/**
 * The same rule for free JSON (customer settings) as boundedString for fields: at most maxDepth
 * levels of objects and arrays, every key and every string inside bounded and clean. Use as
 * `.superRefine(checkFreeJson(limits.settingsJson))`; the issue names the offending path.
 */
export function checkFreeJson(bounds: TJsonBounds) {
  return (value: unknown, ctx: z.RefinementCtx): void => {
    const problem = findJsonProblem(value, bounds, 1, []);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  };
}
