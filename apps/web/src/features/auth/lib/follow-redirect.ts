import { isDocumentUrl } from '@/lib/links/is-external-url';
import { isOtherOrigin } from './is-other-origin';

/** The home page, in-app or as this site's absolute address: not worth leaving a page for. */
export function isHomeTarget(url: string, origin: string = window.location.origin): boolean {
  try {
    const target = new URL(url, origin);
    return target.origin === origin && target.pathname === '/' && !target.search;
  } catch {
    return false;
  }
}

export type TRedirectTarget = { type: 'assign'; url: string } | { type: 'navigate'; to: string };

/** An in-app address goes through the router; another site or an API address loads the page. */
export function toRedirectTarget(
  url: string,
  origin: string = window.location.origin,
): TRedirectTarget {
  if (isOtherOrigin(url, origin)) return { type: 'assign', url };
  const { pathname, search, hash } = new URL(url, origin);
  const path = `${pathname}${search}${hash}`;
  return isDocumentUrl(path) ? { type: 'assign', url: path } : { type: 'navigate', to: path };
}
