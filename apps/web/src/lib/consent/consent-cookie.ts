import { consentCookie } from '@deckhand/contract';

/**
 * The cookie banner's answer in a first-party cookie, beside local storage (§3): the server reads
 * it to leave the banner out of a page once it is answered (docs/rendering.md). Plain code, no zod:
 * the server renderer, the app and a static page's script read it. boot's early handler
 * (app/rendering/early-cookie-banner.ts) writes the same cookie with its own copy of these names.
 */
export { consentCookie };

/** A year, in seconds. */
export const consentCookieMaxAge = 365 * 24 * 60 * 60;

/** The cookie's values: performance cookies allowed, or only the necessary ones. */
export const consentCookieValues = { all: 'all', necessary: 'necessary' } as const;

/** The answer a cookie value holds (`thirdParties`), or null for none or an unknown value. */
export function parseConsentCookie(value: string | null | undefined): boolean | null {
  if (value === consentCookieValues.all) return true;
  if (value === consentCookieValues.necessary) return false;
  return null;
}

/** The consent cookie's value in a Cookie header or `document.cookie`, if it is there. */
export function findConsentCookie(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === consentCookie) return rest.join('=');
  }
  return undefined;
}

/** The answer the browser's consent cookie holds, or null. */
export function readConsentCookie(): boolean | null {
  if (typeof document === 'undefined') return null;
  return parseConsentCookie(findConsentCookie(document.cookie));
}

/** Keeps the answer in the cookie for a year, for every page of the site. */
export function writeConsentCookie(thirdParties: boolean): void {
  const value = thirdParties ? consentCookieValues.all : consentCookieValues.necessary;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox.
  document.cookie = `${consentCookie}=${value}; max-age=${consentCookieMaxAge}; path=/; samesite=lax${secure}`;
}
