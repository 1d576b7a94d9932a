import type { FastifyBaseLogger } from 'fastify';

/** What a 503 for an unreachable database asks the client to wait, in seconds. */
export const databaseRetryAfterSeconds = 5;

/**
 * The log of a database outage without a flood: the first failed request of a window is logged
 * with its error, the others of the window only counted, and the count is logged with the first
 * failure after the window (every request of an outage used to write its own error line, with
 * the query: 25 MB in 12 seconds). Per instance, for its log only: nothing another instance needs.
 */
export function createOutageLog(windowMs = 30_000, now: () => number = Date.now) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (log: Pick<FastifyBaseLogger, 'error' | 'warn'>, error: unknown): void => {
    const at = now();
    if (at - windowStart < windowMs) {
      suppressed += 1;
      return;
    }
    if (suppressed > 0) {
      log.warn(
        { suppressed, windowSeconds: windowMs / 1000 },
        'database unavailable: more requests were answered 503 in the last window',
      );
    }
    suppressed = 0;
    windowStart = at;
    log.error({ err: error }, 'database unavailable: answering 503 with Retry-After');
  };
}
