/** Header names and prefixes shared by the http client and the server (§7). */
export const apiPrefix = '/v1';

export const headers = {
  requestedWith: 'x-requested-with',
  deviceId: 'x-device-id',
  clientVersion: 'x-client-version',
  requestId: 'x-request-id',
} as const;

/** The value the client sends in X-Requested-With. */
export const requestedWithValue = 'XMLHttpRequest';

/** Cookie that overrides the API base address in the browser. */
export const apiBaseCookie = 'deckhand_api_base';

/**
 * Cookie beside local storage that holds the cookie banner's answer (§3 cookie setting), written
 * by the browser: the server reads it to send a page without the banner once it is answered.
 */
export const consentCookie = 'deckhand_consent';
