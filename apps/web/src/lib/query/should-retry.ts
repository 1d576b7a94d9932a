import { queryRetries } from '@deckhand/contract';
import { isCancelled } from '../errors/is-cancelled-error';
import { ApiError } from '../http/api-error';
import { UnexpectedDataError } from '../http/unexpected-data-error';

const noRetryStatuses: readonly number[] = queryRetries.noRetryStatuses;

/** Errors a second attempt cannot fix: §7's statuses, bad data and cancellations. */
export function isRetryable(error: unknown): boolean {
  if (isCancelled(error) || error instanceof UnexpectedDataError) return false;
  return !(error instanceof ApiError && noRetryStatuses.includes(error.status));
}

/** Up to 2 retries outside production, none in production (§7). */
export function shouldRetry(failureCount: number, error: unknown, appEnv: string): boolean {
  if (appEnv === 'production' || !isRetryable(error)) return false;
  return failureCount < queryRetries.outsideProduction;
}
