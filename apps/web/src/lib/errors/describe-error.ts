import { errorMessages } from '@deckhand/contract';
import { ApiError, NetworkError } from '../http/api-error';
import type { TToast } from '../toast/show-toast';
import { isCancelled } from './is-cancelled-error';
import {
  readFlashMessage,
  readNestedMessage,
  readServerMessage,
  readStatusMessage,
} from './read-error-body';

export type TErrorEffect = { type: 'logout' } | { type: 'redirect'; url: string };

export type TErrorOutcome = { toast: TToast | null; effect: TErrorEffect | null };

export type TErrorContext = {
  /** The page the user is on; the 403 rule depends on it. */
  pathname: string;
  /** Path of the orders list area, from `paths`. */
  ordersListPath: string;
};

const none: TErrorOutcome = { toast: null, effect: null };
const errorToast = (message: string): TErrorOutcome => ({
  toast: { kind: 'error', message },
  effect: null,
});

/** A 403 on the orders list area is not shown unless the page address ends in digits (§8). */
function isForbiddenSuppressed({ pathname, ordersListPath }: TErrorContext): boolean {
  const path = pathname.replace(/\/+$/, '');
  const isOrdersArea = path === ordersListPath || path.startsWith(`${ordersListPath}/`);
  return isOrdersArea && !/\d$/.test(path);
}

function describeFallback(body: unknown): TErrorOutcome {
  const nested = readNestedMessage(body);
  if (nested) return errorToast(nested);
  const status = readStatusMessage(body);
  if (status) return { toast: status, effect: null };
  const flash = readFlashMessage(body);
  if (flash) return { toast: { kind: flash.type, message: flash.message }, effect: null };
  return errorToast(errorMessages.somethingWentWrong);
}

function describeApiError(error: ApiError, context: TErrorContext): TErrorOutcome {
  const { status, body } = error;
  if (status === 401) return { toast: null, effect: { type: 'logout' } };
  if (status === 422) return none;
  if (status === 412) {
    const url = error.redirectUrl;
    return { toast: null, effect: url ? { type: 'redirect', url } : null };
  }
  if (status === 504) return errorToast(errorMessages.connectionProblems);
  if (status === 429) return errorToast(readServerMessage(body) ?? errorMessages.serverIssues);
  if (status === 403) {
    if (isForbiddenSuppressed(context)) return none;
    return errorToast(readServerMessage(body) ?? errorMessages.accessDenied);
  }
  if (status === 404 || status >= 500) return errorToast(errorMessages.serverIssues);
  return describeFallback(body);
}

/** The error catalogue of §8 as one pure function: which toast to show and what else to do. */
export function describeError(error: unknown, context: TErrorContext): TErrorOutcome {
  if (isCancelled(error)) return none;
  if (error instanceof ApiError) return describeApiError(error, context);
  if (error instanceof NetworkError) return errorToast(errorMessages.connectionProblems);
  return errorToast(errorMessages.somethingWentWrong);
}
