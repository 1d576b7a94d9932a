/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, out of
 * connections, the network between), not that a query was wrong. Such a request is answered 503
 * with Retry-After instead of 500 (platform/http/error-handler.ts): the client may try again and
 * nothing it sent was taken. Drizzle wraps the driver's error in `cause`, so the chain is read.
 */

/** Node's socket errors on the way to the database. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception), 57P01–57P03 (shut down by the administrator, crash recovery, cannot connect now),
 * 53300 (too many connections).
 */
const unavailableSqlStates = /^(08\d{3}|57P0[1-3]|53300)$/;

/** node-postgres's own words when its connection or pool gave out (it sets no code). */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code))) {
      return true;
    }
    if (
      driverMessages.some((pattern) =>
        pattern.test(current instanceof Error ? current.message : ''),
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
