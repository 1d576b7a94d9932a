import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';

export interface ShutdownOptions {
  app: FastifyInstance;
  database: Database;
  /** Give up waiting after this long; the caller then force-exits. */
  timeoutMs: number;
  /** Time between "not ready" and closing the listener, for load balancers to notice. */
  drainDelayMs?: number;
}

export type ShutdownOutcome = 'drained' | 'timed-out';

async function drain({ app, database, drainDelayMs = 0 }: ShutdownOptions): Promise<void> {
  app.readiness.markDraining();
  if (drainDelayMs > 0) await delay(drainDelayMs);
  app.readiness.markClosing();
  // Stops accepting connections, closes idle ones, waits for in-flight requests, runs onClose.
  await app.close();
  await database.close();
}

/**
 * Marks the instance not ready, lets in-flight requests finish, then closes the server and the
 * database. Resolves 'timed-out' if that takes longer than timeoutMs.
 */
export async function shutDownGracefully(options: ShutdownOptions): Promise<ShutdownOutcome> {
  const timeout = new AbortController();
  const timedOut = delay(options.timeoutMs, 'timed-out' as const, { signal: timeout.signal }).catch(
    () => 'drained' as const,
  );
  try {
    return await Promise.race([drain(options).then(() => 'drained' as const), timedOut]);
  } finally {
    timeout.abort();
  }
}
