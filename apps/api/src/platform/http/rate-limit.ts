import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { isAppError } from './app-error.ts';
import { createTooManyAttemptsError } from './rate-limit-guard.ts';
import { createPostgresRateLimitStore } from './rate-limit-store.ts';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`); counters live
 * in the database. Every 429 (route limits, guards, password budgets) is
 * createTooManyAttemptsError: a message with the wait, and Retry-After set here.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  app.addHook('onError', async (_request, reply, error) => {
    const retryAfter = isAppError(error) ? error.details.retryAfterSeconds : undefined;
    if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
  });
  await app.register(rateLimit, {
    global: false,
    store: createPostgresRateLimitStore(db),
    errorResponseBuilder: (_request, context) => createTooManyAttemptsError(context.ttl),
  });
}
