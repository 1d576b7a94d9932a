import type { TStorageKey } from './storage-keys';

type TArea = 'local' | 'session';

/** Storage can be missing or throw (private mode, quota, disabled cookies): never let it crash. */
function getArea(area: TArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(area: TArea, key: TStorageKey): string | null {
  try {
    return getArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(area: TArea, key: TStorageKey, value: string): void {
  try {
    getArea(area)?.setItem(key, value);
  } catch {
    // storage full or unavailable: the value is simply not remembered
  }
}

export function removeItem(area: TArea, key: TStorageKey): void {
  try {
    getArea(area)?.removeItem(key);
  } catch {
    // nothing to clean up
  }
}

/**
 * Reads JSON and keeps it when `check` accepts it (stored-shapes.ts); anything unreadable gives
 * the fallback. No zod: the first pages and a static page's plain-DOM code (docs/rendering.md)
 * read storage with it.
 */
export function readCheckedJson<T>(
  area: TArea,
  key: TStorageKey,
  check: (value: unknown) => value is T,
  fallback: T,
): T {
  const raw = readItem(area, key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(area: TArea, key: TStorageKey, value: unknown): void {
  writeItem(area, key, JSON.stringify(value));
}
