import { readItem, removeItem, writeItem } from './browser-storage';
import { storageKeys } from './storage-keys';

/** The protected page an anonymous visitor wanted, kept for this tab only (§2.3). */
export function saveReferrer(href: string): void {
  writeItem('session', storageKeys.referrer, href);
}

/** Only in-app paths are ever returned, so a stored value cannot send the user elsewhere. */
export function readReferrer(): string | null {
  const value = readItem('session', storageKeys.referrer);
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function clearReferrer(): void {
  removeItem('session', storageKeys.referrer);
}
