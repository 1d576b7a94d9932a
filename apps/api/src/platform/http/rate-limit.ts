import { errorMessages } from '@deckhand/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from './app-error.ts';
import { createPostgresRateLimitStore } from './rate-limit-store.ts';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`); counters live
 * in the database. Exceeding a limit answers 429 with the envelope and the catalogue's message.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: createPostgresRateLimitStore(db),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', errorMessages.serverIssues),
  });
}
