import { apiPrefix, hasLoggedInCookieMaxAge } from '@deckhand/contract';
import { getApiBase } from '../http/api-base';

/** Remembers for a year that this browser has logged in before (§4). */
export const hasLoggedInCookie = 'deckhand_has_logged_in';

/** The server's logout address, sending the browser back to `origin` afterwards (§7). */
export function getLogoutHref(origin: string = window.location.origin): string {
  const query = new URLSearchParams({ redirect: origin }).toString();
  return `${getApiBase()}${apiPrefix}/users/logout?${query}`;
}

type TLogOutOptions = {
  /** Local clean-ups to run before leaving (order drafts, comment events ...). */
  cleanUps?: ReadonlyArray<() => void>;
  assignLocation?: (url: string) => void;
};

/** Logs out: marks the browser as having logged in, cleans up, then leaves for the logout address. */
export function logOut({ cleanUps = [], assignLocation }: TLogOutOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox.
  document.cookie = `${hasLoggedInCookie}=1; max-age=${hasLoggedInCookieMaxAge}; path=/; samesite=lax`;
  for (const cleanUp of cleanUps) {
    try {
      cleanUp();
    } catch {
      // a failed clean-up must not keep the user logged in
    }
  }
  const href = getLogoutHref();
  if (assignLocation) assignLocation(href);
  else window.location.assign(href);
}
