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
  try {
    const url = new URL(redirect);
    const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
    return isWeb && allowedOrigins.includes(url.origin) ? url.toString() : '/';
  } catch {
    return '/';
  }
}
