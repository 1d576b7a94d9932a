import { apiPrefix, endpoints, hasLoggedInCookieMaxAge } from '@deckhand/contract';
import { getApiBase } from '../http/api-base';
import { removeItem } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';

/** Remembers for a year that this browser has logged in before (§4). */
export const hasLoggedInCookie = 'deckhand_has_logged_in';

/** The server's logout address, sending the browser back to `origin` afterwards (§7). */
export function getLogoutHref(origin: string = window.location.origin): string {
  const query = new URLSearchParams({ redirect: origin }).toString();
  return `${getApiBase()}${apiPrefix}${endpoints.users.logout}?${query}`;
}

/** What a logout leaves behind on this browser: no order drafts, no comment events (§4). */
export function clearLocalSessionData(): void {
  removeItem('local', storageKeys.orderFormData);
  removeItem('local', storageKeys.commentEvents);
  removeItem('session', storageKeys.paymentAttempts);
}

type TEndLocalSessionOptions = {
  /** Further local clean-ups, run after the standard ones. */
  cleanUps?: ReadonlyArray<() => void>;
};

/**
 * The browser's half of a logout, without leaving the page: marks the browser as having logged
 * in (cookie, one year) and clears local order data and comment events. An expired session
 * ends this way, so that its toast stays on screen.
 */
export function endLocalSession({ cleanUps = [] }: TEndLocalSessionOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox.
  document.cookie = `${hasLoggedInCookie}=1; max-age=${hasLoggedInCookieMaxAge}; path=/; samesite=lax`;
  for (const cleanUp of [clearLocalSessionData, ...cleanUps]) {
    try {
      cleanUp();
    } catch {
      // a failed clean-up must not keep the user logged in
    }
  }
}

type TLogOutOptions = TEndLocalSessionOptions & {
  assignLocation?: (url: string) => void;
};

/** Logs out (§4): ends the local session, then leaves for the server's logout address. */
export function logOut({ cleanUps, assignLocation }: TLogOutOptions = {}): void {
  endLocalSession({ cleanUps });
  const href = getLogoutHref();
  if (assignLocation) assignLocation(href);
  else window.location.assign(href);
}
