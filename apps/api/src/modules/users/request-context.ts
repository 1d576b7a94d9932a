import { headers } from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../platform/http/rate-limit-guard.ts';

export const authRateLimit = { max: 10, timeWindowMs: 60_000 } as const;

/** Per IP and per account email (login and sign-up): 10 attempts a minute each. */
export function limitAuthAttempts(name: string): RateLimitRule[] {
  const getEmailKey = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? `${name}:email:${email.trim().toLowerCase()}` : null;
  };
  return [
    { ...authRateLimit, getKey: (request) => `${name}:ip:${request.ip}` },
    { ...authRateLimit, getKey: getEmailKey },
  ];
}

/** The per-browser device id the SPA sends (§7), stored with the session. */
export function getDeviceId(request: FastifyRequest): string | null {
  const value = request.headers[headers.deviceId];
  return typeof value === 'string' ? value : null;
}
