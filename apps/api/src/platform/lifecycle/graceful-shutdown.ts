import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** After the drain delay, give up waiting for in-flight requests after this long. */
  timeoutMs: number;
  /**
   * How long the instance keeps serving while it reports not ready, so load balancers notice and
   * kept-alive clients, told `Connection: close`, move to new connections elsewhere.
   */
  drainDelayMs?: number;
}

export type ShutdownOutcome = 'drained' | 'timed-out';

/** Stops accepting connections, closes idle ones, waits for in-flight requests, runs onClose. */
async function close({ app, database }: ShutdownOptions): Promise<'drained'> {
  app.readiness.markClosing();
  await app.close();
  await database.close();
  return 'drained';
}

/**
 * Marks the instance not ready and keeps serving for the drain delay (every response closes its
 * connection), then closes the listener, lets in-flight requests finish and closes the database.
 * Resolves 'timed-out' if closing takes longer than timeoutMs.
 */
export async function shutDownGracefully(options: ShutdownOptions): Promise<ShutdownOutcome> {
  options.app.readiness.markDraining();
  if (options.drainDelayMs && options.drainDelayMs > 0) await delay(options.drainDelayMs);
  const timeout = new AbortController();
  const timedOut = delay(options.timeoutMs, 'timed-out' as const, { signal: timeout.signal }).catch(
    () => 'drained' as const,
  );
  try {
    return await Promise.race([close(options), timedOut]);
  } finally {
    timeout.abort();
  }
}
