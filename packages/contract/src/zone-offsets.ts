/**
 * Named zones' UTC offsets at given instants, known without Intl (issue 33). A browser's first
 * Intl formatter loads its locale data: ~70 ms of a phone's main thread, ~280 ms under
 * Lighthouse's 4x slower CPU. A page that shows an order's dates in the order's own zone (the
 * orders list's delivery column, the order's summary) built one while it hydrated, only to write
 * what the server's HTML already said. So the server notes each offset it worked out while it
 * rendered a page (`noteZoneOffsets`), the page carries them, and the browser learns them before
 * it hydrates (`learnZoneOffsets`): those dates are written from the offset, the same text as the
 * server's, without Intl. A date the page did not carry is worked out with Intl as before.
 */

/** `${zone} ${minute}` (the instant to the minute, ms since 1970) → minutes east of UTC. */
export type TZoneOffsets = Record<string, number>;

type TParts = { year: number; month: number; day: number; hour: number; minute: number };

const minuteMs = 60 * 1000;
/** Bounds on what a page may teach the browser (it keeps them for the page's life). */
export const zoneOffsetsMax = 2000;
const keyMaxLength = 80;
/** Real offsets lie within UTC-12 and UTC+14; anything outside is refused. */
const offsetLimitMinutes = 24 * 60;

const known = new Map<string, number>();
/** The offsets noted during the server's current render, or null outside one. */
let noting: Map<string, number> | null = null;

const keyOf = (timeZone: string, minute: number) => `${timeZone} ${minute}`;

/** The instant's calendar parts as UTC shifted by `offset` minutes (setUTCFullYear keeps year 26). */
function shiftedParts(minute: number, offset: number): TParts {
  const date = new Date(minute + offset * minuteMs);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

/** The parts of `date` in a named zone whose offset at that minute is known, else null. */
export function readKnownZoneParts(date: Date, timeZone: string): TParts | null {
  const minute = Math.floor(date.getTime() / minuteMs) * minuteMs;
  const offset = known.get(keyOf(timeZone, minute));
  if (offset === undefined) return null;
  const parts = shiftedParts(minute, offset);
  return parts.year < 1 ? null : parts;
}

/** During a noted render: the offset behind the parts Intl gave for `date` in `timeZone`. */
export function noteZoneParts(date: Date, timeZone: string, parts: TParts): void {
  if (!noting || noting.size >= zoneOffsetsMax) return;
  const minute = Math.floor(date.getTime() / minuteMs) * minuteMs;
  const local = new Date(0);
  local.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  local.setUTCHours(parts.hour, parts.minute, 0, 0);
  noting.set(keyOf(timeZone, minute), Math.round((local.getTime() - minute) / minuteMs));
}

/**
 * Runs `render` (synchronous: a render of the server's, nothing else runs meanwhile) and returns
 * what it returned with the zone offsets it worked out with Intl.
 */
export function noteZoneOffsets<T>(render: () => T): [T, TZoneOffsets] {
  const outer = noting;
  noting = new Map();
  try {
    const result = render();
    return [result, Object.fromEntries(noting)];
  } finally {
    noting = outer;
  }
}

/** Takes the offsets a page carries; malformed or out-of-range entries are left out. */
export function learnZoneOffsets(offsets: unknown): void {
  if (typeof offsets !== 'object' || offsets === null) return;
  for (const [key, offset] of Object.entries(offsets)) {
    if (known.size >= zoneOffsetsMax) return;
    // A key is only ever looked up: one that names no zone and minute is never read.
    const isKey = key.length <= keyMaxLength;
    const isOffset =
      typeof offset === 'number' &&
      Number.isInteger(offset) &&
      Math.abs(offset) < offsetLimitMinutes;
    if (isKey && isOffset) known.set(key, offset);
  }
}

/** Forgets what was learnt (tests). */
export function forgetZoneOffsets(): void {
  known.clear();
}
