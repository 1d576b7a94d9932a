import { readItem, writeItem } from '../storage/browser-storage';
import { storageKeys } from '../storage/storage-keys';

let memoryDeviceId: string | null = null;

function createId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** One id per browser, kept in local storage (or in memory when storage is unavailable). */
export function getDeviceId(): string {
  const stored = readItem('local', storageKeys.deviceId);
  if (stored) return stored;
  const id = memoryDeviceId ?? createId();
  memoryDeviceId = id;
  writeItem('local', storageKeys.deviceId, id);
  return id;
}
