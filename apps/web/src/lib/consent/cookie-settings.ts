import { z } from 'zod';
import { readJson, writeJson } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';

/** The cookie setting of §3: whether third-party (performance) cookies and scripts may run. */
export const ZCookieSettings = z.object({ thirdParties: z.boolean() });
export type TCookieSettings = z.infer<typeof ZCookieSettings>;

type TListener = (settings: TCookieSettings) => void;
const listeners = new Set<TListener>();

/** The saved answer, or null while the visitor has not answered the banner. */
export const readCookieSettings = (): TCookieSettings | null =>
  readJson('local', storageKeys.cookieSettings, ZCookieSettings.nullable(), null);

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
