import { apiPrefix, endpoints, type TRegisterResponse } from '@deckhand/contract';
import { isDocumentUrl } from '@/lib/links/is-external-url';

export type TSignupRedirect =
  /** Open the verification link in a new window (order pages keep their state). */
  | { type: 'new-window'; url: string }
  /** Full-page navigation. */
  | { type: 'assign'; url: string }
  /** An in-app address, pushed to the router. */
  | { type: 'navigate'; to: string }
  | null;

/** Pages whose path holds one of these open the verification link in a new window (§2.3). */
const newWindowPathPattern = /order|try-us-out|10-for-49/;

export function opensVerificationInNewWindow(pathname: string): boolean {
  return newWindowPathPattern.test(pathname);
}

const verifyPathPrefix = `${apiPrefix}${endpoints.users.verify('')}`;
const verifyResetPrefix = `${apiPrefix}${endpoints.users.verifyResetToken('')}`;

/** The emailed verification link, /v1/users/verify/{token}, on any origin. */
export function isVerificationLink(url: string): boolean {
  try {
    const { pathname } = new URL(url, 'http://localhost');
    return pathname.startsWith(verifyPathPrefix) && !pathname.startsWith(verifyResetPrefix);
  } catch {
    return false;
  }
}

/**
 * Where the browser goes after sign-up (§2.3, §4), from the page it happened on. A token, or
 * an answer that is the verification link, leads to that link: in a new window on order,
 * try-us-out and 10-for-49 pages, directly elsewhere. Another address (not during the order
 * steps) is pushed to the router when it is in-app, and followed by navigation otherwise.
 */
export function getSignupRedirect(
  { token, redirectUrl }: TRegisterResponse,
  pathname: string,
): TSignupRedirect {
  if (token || isVerificationLink(redirectUrl)) {
    return opensVerificationInNewWindow(pathname)
      ? { type: 'new-window', url: redirectUrl }
      : { type: 'assign', url: redirectUrl };
  }
  if (pathname.includes('step/')) return null;
  if (isDocumentUrl(redirectUrl)) return { type: 'assign', url: redirectUrl };
  return { type: 'navigate', to: redirectUrl };
}
