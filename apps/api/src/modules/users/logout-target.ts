import { parseRedirectTarget } from '@deckhand/contract';

/**
 * Where logout sends the browser: the requested address when it is on one of our origins (an
 * absolute URL on an allowed origin, or a same-origin path), else the root. Keeps logout from
 * being an open redirect.
 */
export function getLogoutTarget(redirect: string | undefined, allowedOrigins: readonly string[]) {
  if (!redirect) return '/';
  if (redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\')) {
    return redirect;
  }
  const target = parseRedirectTarget(redirect);
  return target && allowedOrigins.includes(new URL(target).origin) ? target : '/';
}
