/**
 * A short-lived copy of data every request reads and that changes rarely (site alerts, the upsell
 * pack): each instance re-reads the database when its copy is older than `ttlMs`, so a change
 * shows everywhere within that time and the database stays the only source of truth. Concurrent
 * readers of a stale copy share one read.
 */
export interface ShortLivedCopyOptions {
  ttlMs: number;
  /** Milliseconds now; tests pass their own clock. */
  clock?: () => number;
}

export function createShortLivedCopy<T, A extends unknown[]>(
  load: (...args: A) => Promise<T>,
  { ttlMs, clock = Date.now }: ShortLivedCopyOptions,
): (...args: A) => Promise<T> {
  let copy: { value: T; readAt: number } | null = null;
  let pending: Promise<T> | null = null;
  return (...args) => {
    if (copy && clock() - copy.readAt < ttlMs) return Promise.resolve(copy.value);
    pending ??= load(...args)
      .then((value) => {
        copy = { value, readAt: clock() };
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
