import { z } from 'zod';

/** Error codes the services throw; the server maps each to its HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof errorStatus;

/** Field errors: a map of field name to a non-empty list of messages (§3). */
export const ZFieldErrors = z.record(z.string(), z.array(z.string()).min(1));

/**
 * What ZFieldErrors accepts, checked without zod: for the web app's first pages, which do not
 * load it (apps/web docs/rendering.md). errors.test.ts holds the two to the same answers.
 */
export const isFieldErrors = (value: unknown): value is TFieldErrors =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (messages) =>
      Array.isArray(messages) &&
      messages.length > 0 &&
      messages.every((message) => typeof message === 'string'),
  );

export const ZValidationErrorResponse = z.object({
  status: z.literal('error'),
  errors: ZFieldErrors,
  message: z.string().optional(),
});

/** Every non-validation error: a message, and for 412 the address to go to (§4). */
export const ZErrorResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
  redirectUrl: z.string().optional(),
  channel: z.string().optional(),
});

export type TFieldErrors = z.infer<typeof ZFieldErrors>;
export type TValidationErrorResponse = z.infer<typeof ZValidationErrorResponse>;
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZNotification = z.object({
  type: z.enum(['success', 'error']),
  message: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/**
 * An answer without content (204) as the web client reads it: its body is null. (`ZNoContent`
 * describes the same answer for the API's documentation.)
 */
export const ZEmptyBody = z.null();
