import fastifyCookie from '@fastify/cookie';
import type { Socket } from 'socket.io';
import { sessionCookieName, sessionTokenPattern } from '../auth/session-cookie.ts';

/**
 * The session token a realtime connection presents: `auth.token` (Bearer use, as for uploads)
 * first, then the session cookie the browser sends with the handshake. Only its shape is checked
 * here; authorisers look the session up when a channel needs one.
 */
export function readHandshakeToken(
  handshake: Pick<Socket['handshake'], 'auth' | 'headers'>,
): string | null {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && sessionTokenPattern.test(fromAuth)) return fromAuth;
  const header = handshake.headers.cookie;
  if (typeof header !== 'string') return null;
  const cookie = fastifyCookie.parse(header)[sessionCookieName];
  return cookie && sessionTokenPattern.test(cookie) ? cookie : null;
}
