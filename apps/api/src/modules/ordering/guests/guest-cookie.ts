import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenPattern } from '../../../platform/auth/session-cookie.ts';

/**
 * A guest reviewer's cookie (docs/review.md, "Guest reviewers"): their own session's token, for
 * the one order their link opens. Sent with pages too (path /), so the server renders a returning
 * guest's review at once. It is separate from the sign-in cookie, so a signed-in person can also
 * review another team's order as its guest.
 */
export const guestCookieName = 'deckhand_review_guest';

const optionsOf = (request: FastifyRequest) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  }) as const;

export function setGuestCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { token: string; expiresAt: Date },
): void {
  const maxAge = Math.max(0, Math.floor((options.expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(guestCookieName, options.token, {
    ...optionsOf(request),
    maxAge,
    expires: options.expiresAt,
  });
}

/** The guest session token a request carries, when it has the token's shape. */
export function readGuestToken(request: FastifyRequest): string | null {
  const cookie = request.cookies[guestCookieName];
  return cookie && sessionTokenPattern.test(cookie) ? cookie : null;
}
