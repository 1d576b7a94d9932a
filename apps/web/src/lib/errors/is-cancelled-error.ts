import { isCancelledError } from '@tanstack/react-query';

/** An aborted fetch (AbortError) or a query cancelled by TanStack Query: never shown (§8). */
export function isCancelled(error: unknown): boolean {
  if (isCancelledError(error)) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'CancelledError')
  );
}
