// The cookie plugin's request and reply members (registered in app.ts).

import { dayMs, hourMs } from '@deckhand/contract';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookieName = 'deckhand_session';

/** "Remember me" keeps a session (and its cookie) for 30 days. */
export const rememberedSessionMs = 30 * dayMs;
/** Otherwise the cookie lasts until the browser closes and the server ends it after 12 hours. */
export const browserSessionMs = 12 * hourMs;
/**
 * A session unused this long has ended, whatever its lifetime left (issue 30: a remembered
 * browser left alone does not stay signed in, nor listed on the security page, for a month).
 */
export const sessionIdleMs = 14 * dayMs;

/** The last use before which a session counts as idle, and so ended, at `now`. */
export const idleSince = (now: Date) => new Date(now.getTime() - sessionIdleMs);

function baseOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol honours X-Forwarded-Proto only from trusted proxies (TRUST_PROXY).
    secure: request.protocol === 'https',
  } as const;
}

export interface SetSessionCookieOptions {
  token: string;
  remember: boolean;
  expiresAt: Date;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { token, remember, expiresAt }: SetSessionCookieOptions,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(sessionCookieName, token, {
    ...baseOptions(request),
    ...(remember ? { maxAge, expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, baseOptions(request));
}

/** The shape of a session token (createOpaqueToken), checked before any lookup. */
export const sessionTokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

/** The session token of a request: `Authorization: Bearer <token>` first, then the cookie. */
export function readSessionToken(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  const cookie = request.cookies[sessionCookieName];
  return cookie && sessionTokenPattern.test(cookie) ? cookie : null;
}
