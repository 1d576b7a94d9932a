/**
 * Checks of what local and session storage hold, for `readCheckedJson`: the values are the app's
 * own, written by this code, so a check of their shape is enough, and it needs no zod (which the
 * first pages do not load: docs/rendering.md).
 */

/** A plain object (not an array, not null). */
export const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** An object whose every value `isItem` accepts. */
export const isRecordOf =
  <T>(isItem: (item: unknown) => item is T) =>
  (value: unknown): value is Record<string, T> =>
    isPlainRecord(value) && Object.values(value).every(isItem);
