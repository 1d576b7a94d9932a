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

/**
 * `keyOf` names what the arguments ask for (e.g. the day a calendar window starts): a copy
 * serves only the same key; a read for another key replaces it.
 */
export function createShortLivedCopy<T, A extends unknown[]>(
  load: (...args: A) => Promise<T>,
  { ttlMs, clock = Date.now, keyOf }: ShortLivedCopyOptions & { keyOf?: (...args: A) => string },
): (...args: A) => Promise<T> {
  let copy: { value: T; readAt: number; key: string } | null = null;
  let pending: { promise: Promise<T>; key: string } | null = null;
  return (...args) => {
    const key = keyOf ? keyOf(...args) : '';
    if (copy && copy.key === key && clock() - copy.readAt < ttlMs) {
      return Promise.resolve(copy.value);
    }
    if (pending?.key === key) return pending.promise;
    const promise = load(...args)
      .then((value) => {
        copy = { value, readAt: clock(), key };
        return value;
      })
      .finally(() => {
        if (pending?.promise === promise) pending = null;
      });
    pending = { promise, key };
    return promise;
  };
}
