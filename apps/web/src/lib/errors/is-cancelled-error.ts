/**
 * An aborted fetch (AbortError) or a query cancelled by TanStack Query: never shown (§8).
 * TanStack's CancelledError is recognised by its shape (its message and its `silent` and
 * `revert` fields), not with its `isCancelledError`: the error catalogue also runs on a static
 * page, which has no TanStack Query (is-cancelled-error.test.ts checks it against the real one).
 */
export function isCancelled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('name' in error && (error.name === 'AbortError' || error.name === 'CancelledError')) {
    return true;
  }
  return (
    error instanceof Error &&
    error.message === 'CancelledError' &&
    'silent' in error &&
    'revert' in error
  );
}
