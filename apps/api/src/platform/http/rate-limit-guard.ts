import { serverMessages } from '@deckhand/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
  /** The counter's key, namespaced by the caller ('login:ip:1.2.3.4'); null skips the rule. */
  getKey(request: FastifyRequest): string | null;
}

/** The one 429: what happened and when to retry, in the message and in Retry-After. */
export function createTooManyAttemptsError(retryAfterMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('RATE_LIMITED', serverMessages.tooManyAttempts(retryAfterSeconds), {
    retryAfterSeconds,
  });
}

/**
 * A preHandler counting each request against several limits at once (per IP and per account
 * email, say), in the shared database store. Route-level `config.rateLimit` allows only one
 * limit per request, hence createRateLimit. Runs after body validation, so keys may read the body.
 * The first exceeded rule answers createTooManyAttemptsError (429, the wait, Retry-After).
 */
export function createRateLimitGuard(app: FastifyInstance, rules: readonly RateLimitRule[]) {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request) => rule.getKey(request) ?? '',
    }),
  }));
  return async (request: FastifyRequest): Promise<void> => {
    for (const { rule, check } of limiters) {
      if (rule.getKey(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw createTooManyAttemptsError(result.ttl);
      }
    }
  };
}
