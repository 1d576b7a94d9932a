import { createHash } from 'node:crypto';

/** SHA-256 of JSON with keys in a stable order, so {a,b} and {b,a} match. */
export function fingerprintOf(value: unknown): string {
  const stable = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(stable);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item as Record<string, unknown>)
          .sort()
          .filter((key) => (item as Record<string, unknown>)[key] !== undefined)
          .map((key) => [key, stable((item as Record<string, unknown>)[key])]),
      );
    }
    return item;
  };
  return createHash('sha256')
    .update(JSON.stringify(stable(value)))
    .digest('hex');
}
