import {
  errorMessages,
  errorStatus,
  serverMessages,
  type TErrorCode,
  type TFieldErrors,
} from '@deckhand/contract';

/** What the client reads when a service throws a code without its own message. */
const defaultMessages: Record<TErrorCode, string> = {
  BAD_REQUEST: errorMessages.somethingWentWrong,
  UNAUTHORIZED: serverMessages.unauthorized,
  FORBIDDEN: errorMessages.accessDenied,
  NOT_FOUND: serverMessages.notFound,
  CONFLICT: errorMessages.somethingWentWrong,
  PRECONDITION_FAILED: errorMessages.somethingWentWrong,
  PAYLOAD_TOO_LARGE: serverMessages.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: serverMessages.unsupportedMediaType,
  VALIDATION: errorMessages.somethingWentWrong,
  RATE_LIMITED: errorMessages.serverIssues,
  INTERNAL: errorMessages.serverIssues,
  UNAVAILABLE: serverMessages.unavailable,
};

export interface AppErrorDetails {
  /** For VALIDATION: sent as the 422 `errors` map. */
  fieldErrors?: TFieldErrors;
  /** For PRECONDITION_FAILED and login flows (§4): where the client goes next. */
  redirectUrl?: string;
  channel?: string;
  /** For RATE_LIMITED: sent as the Retry-After header (registerRateLimit's onError hook). */
  retryAfterSeconds?: number;
}

/**
 * The one error type services throw. The error handler maps `code` to its HTTP status (contract
 * `errorStatus`) and sends `{ status: 'error', message }` (or the 422 field map).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly details: AppErrorDetails;

  constructor(code: TErrorCode, message?: string, details: AppErrorDetails = {}) {
    super(message ?? defaultMessages[code]);
    this.code = code;
    this.statusCode = errorStatus[code];
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
