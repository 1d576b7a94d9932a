import { readCheckedJson, writeJson } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';
import { readConsentCookie, writeConsentCookie } from './consent-cookie';

/**
 * The cookie setting of §3: whether third-party (performance) cookies and scripts may run.
 * Checked by hand, not with zod: a static page (app/static-page.ts) reads it without the app.
 * Kept in local storage (§3) and in a cookie (consent-cookie.ts), which the server reads.
 */
export type TCookieSettings = { thirdParties: boolean };

type TListener = (settings: TCookieSettings) => void;
const listeners = new Set<TListener>();

const isCookieSettings = (value: unknown): value is TCookieSettings =>
  typeof (value as Partial<TCookieSettings> | null)?.thirdParties === 'boolean';

const readStoredSettings = (): TCookieSettings | null =>
  readCheckedJson('local', storageKeys.cookieSettings, isCookieSettings, null);

/** The saved answer (local storage, else the cookie), or null while the banner is unanswered. */
export function readCookieSettings(): TCookieSettings | null {
  const stored = readStoredSettings();
  if (stored) return stored;
  const thirdParties = readConsentCookie();
  return thirdParties === null ? null : { thirdParties };
}

/**
 * The saved answer, now in both places: an answer given before the cookie existed lives only in
 * local storage, and the server, which reads only the cookie, would show the banner again.
 */
export function syncCookieSettings(): TCookieSettings | null {
  const stored = readStoredSettings();
  const inCookie = readConsentCookie();
  if (stored && inCookie !== stored.thirdParties) writeConsentCookie(stored.thirdParties);
  if (!stored && inCookie !== null)
    writeJson('local', storageKeys.cookieSettings, { thirdParties: inCookie });
  return stored ?? (inCookie === null ? null : { thirdParties: inCookie });
}

/** Saves the answer (local storage and the cookie) and tells whoever waits for it. */
export function saveCookieSettings(settings: TCookieSettings): void {
  writeJson('local', storageKeys.cookieSettings, settings);
  writeConsentCookie(settings.thirdParties);
  for (const listener of listeners) listener(settings);
}

/** Calls `listener` on every saved answer; returns the unsubscribe. */
export function onCookieSettingsSaved(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether performance cookies and third-party scripts may run: only with a yes (§2.5). */
export const allowsThirdParties = (): boolean => readCookieSettings()?.thirdParties === true;
