import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.ts';

export type RedirectOrigins = Pick<AppConfig, 'publicOrigin' | 'allowedOrigins'>;

/** C0 controls and DEL: the URL parser drops tabs and newlines silently, so `/\t/x` reads `//x`. */
const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The one check of every address the server redirects a browser to. The target is parsed by the
 * WHATWG URL parser (the browser's) against the public origin, and kept only when its origin is
 * one of ours (`allowedOrigins`) with no user info. A target on the public origin becomes a path
 * (`/a?b#c`, never starting with `//`), so it works on whichever of our hosts the browser is;
 * one on another allowed origin stays absolute. Anything else, including control characters,
 * other schemes (`javascript:`, `data:`) and other hosts, gives `fallback`.
 */
export function getSafeRedirect(target: unknown, origins: RedirectOrigins, fallback = '/'): string {
  if (typeof target !== 'string' || target.trim() === '' || hasControlCharacter(target)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(target, origins.publicOrigin);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username !== '' || url.password !== '') return fallback;
  if (url.origin === new URL(origins.publicOrigin).origin) {
    return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
  }
  return origins.allowedOrigins.includes(url.origin) ? url.href : fallback;
}

/** Every redirect the server answers goes through here: 302 to getSafeRedirect's address. */
export function redirectSafely(
  reply: FastifyReply,
  options: { target: unknown; origins: RedirectOrigins; fallback?: string },
): FastifyReply {
  return reply.redirect(getSafeRedirect(options.target, options.origins, options.fallback), 302);
}
