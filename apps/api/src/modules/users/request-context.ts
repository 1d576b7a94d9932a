import { headers } from '@deckhand/contract';
import type { FastifyRequest } from 'fastify';
import { detectCountryCode } from '../../platform/geo/country-detection.ts';
import type { RateLimitRule } from '../../platform/http/rate-limit-guard.ts';

export const authRateLimit = { max: 10, timeWindowMs: 60_000 } as const;

/** Per client address: 10 requests a minute. */
export function limitPerIp(name: string): RateLimitRule {
  return { ...authRateLimit, getKey: (request) => `${name}:ip:${request.ip}` };
}

/**
 * Per IP and per account email in the body (sign-up, reset): 10 requests a minute each. Password
 * guesses are not counted here but by the one password budget (platform/auth/password-attempts).
 */
export function limitAuthAttempts(name: string): RateLimitRule[] {
  const getEmailKey = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? `${name}:email:${email.trim().toLowerCase()}` : null;
  };
  return [limitPerIp(name), { ...authRateLimit, getKey: getEmailKey }];
}

/** The per-browser device id the SPA sends (§7), stored with the session. */
export function getDeviceId(request: FastifyRequest): string | null {
  const value = request.headers[headers.deviceId];
  return typeof value === 'string' ? value : null;
}

/**
 * Where a new session signs in from, as the security page shows it: the browser (User-Agent),
 * the SPA's device id and the country (the trusted COUNTRY_HEADER, else the IP).
 */
export function readSignInDevice(request: FastifyRequest, countryHeader: string | null) {
  return {
    deviceId: getDeviceId(request),
    userAgent: request.headers['user-agent'] ?? null,
    country: detectCountryCode({
      headerValue: countryHeader ? request.headers[countryHeader] : undefined,
      ip: request.ip,
    }),
  };
}
