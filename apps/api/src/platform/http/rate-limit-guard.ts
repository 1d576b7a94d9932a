import { errorMessages } from '@deckhand/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
  /** The counter's key, namespaced by the caller ('login:ip:1.2.3.4'); null skips the rule. */
  getKey(request: FastifyRequest): string | null;
}

/**
 * A preHandler counting each request against several limits at once (per IP and per account
 * email, say), in the shared database store. Route-level `config.rateLimit` allows only one
 * limit per request, hence createRateLimit. Runs after body validation, so keys may read the body.
 * The first exceeded rule answers 429 with the catalogue's message and Retry-After.
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
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const { rule, check } of limiters) {
      if (rule.getKey(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED', errorMessages.serverIssues);
      }
    }
  };
}
