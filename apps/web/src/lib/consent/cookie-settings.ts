import { readCheckedJson, writeJson } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';

/**
 * The cookie setting of §3: whether third-party (performance) cookies and scripts may run.
 * Checked by hand, not with zod: a static page (app/static-page.ts) reads it without the app.
 */
export type TCookieSettings = { thirdParties: boolean };

type TListener = (settings: TCookieSettings) => void;
const listeners = new Set<TListener>();

const isCookieSettings = (value: unknown): value is TCookieSettings =>
  typeof (value as Partial<TCookieSettings> | null)?.thirdParties === 'boolean';

/** The saved answer, or null while the visitor has not answered the banner. */
export const readCookieSettings = (): TCookieSettings | null =>
  readCheckedJson('local', storageKeys.cookieSettings, isCookieSettings, null);

/** Saves the answer (local storage) and tells whoever waits for it (error reporting). */
export function saveCookieSettings(settings: TCookieSettings): void {
  writeJson('local', storageKeys.cookieSettings, settings);
  for (const listener of listeners) listener(settings);
}

/** Calls `listener` on every saved answer; returns the unsubscribe. */
export function onCookieSettingsSaved(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether performance cookies and third-party scripts may run: only with a yes (§2.5). */
export const allowsThirdParties = (): boolean => readCookieSettings()?.thirdParties === true;
