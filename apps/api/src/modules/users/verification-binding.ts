import { timingSafeEqual } from 'node:crypto';
import { apiPrefix } from '@deckhand/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createOpaqueToken, hashToken } from '../../platform/auth/tokens.ts';

/**
 * A verification link signs in only the browser that signed up. The register answer sets this
 * cookie (httpOnly, SameSite=Lax, sent only to the verification links) holding a random secret;
 * the link's one-time token stores the secret's sha-256 in its payload. Any other client (a mail
 * scanner, a victim sent to an attacker's link) follows the link without the secret.
 */
export const verificationBindingCookieName = 'deckhand_verify';
const cookiePath = `${apiPrefix}/users/verify`;
const secretPattern = /^[A-Za-z0-9_-]{43}$/;

/** The payload key of a bound verification token. */
const payloadKey = 'browserSecretHash';

export function createVerificationBinding(): { secret: string; payload: Record<string, string> } {
  const secret = createOpaqueToken();
  return { secret, payload: { [payloadKey]: hashToken(secret) } };
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
}

export function setVerificationBindingCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secret: string; lifetimeMs: number },
): void {
  reply.setCookie(verificationBindingCookieName, options.secret, {
    ...cookieOptions(request),
    maxAge: Math.floor(options.lifetimeMs / 1000),
  });
}

export function clearVerificationBindingCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(verificationBindingCookieName, cookieOptions(request));
}

export function readVerificationBindingSecret(request: FastifyRequest): string | null {
  const value = request.cookies[verificationBindingCookieName];
  return value && secretPattern.test(value) ? value : null;
}

/** True when the token was issued to the browser holding this secret. */
export function isBoundToBrowser(
  payload: Record<string, unknown>,
  browserSecret: string | null,
): boolean {
  const stored = payload[payloadKey];
  if (typeof stored !== 'string' || !browserSecret) return false;
  const given = Buffer.from(hashToken(browserSecret));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
