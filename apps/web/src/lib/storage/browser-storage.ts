import type { z } from 'zod';
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

/** Reads JSON and checks it with a schema; anything unreadable gives the fallback. */
export function readJson<T>(area: TArea, key: TStorageKey, schema: z.ZodType<T>, fallback: T): T {
  const raw = readItem(area, key);
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Reads JSON and keeps it when `check` accepts it; anything unreadable gives the fallback. No zod:
 * the plain-DOM code of a static page (docs/rendering.md) reads storage with it.
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
