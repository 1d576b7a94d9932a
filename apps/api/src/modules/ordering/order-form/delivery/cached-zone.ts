import { minuteMs } from '@deckhand/contract';
import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

/** Minutes remembered per zone before the memo starts afresh (a few days of distinct minutes). */
const offsetsMax = 10_000;

/**
 * An IANA zone whose UTC offset is remembered per minute. Luxon asks Intl for the offset of every
 * DateTime it makes (formatToParts, the form's largest cost under load); zone rules change
 * offsets only on whole minutes, so the offset of a minute is a pure fact worth keeping. Nothing
 * here is shared state: every instance computes the same values.
 */
class CachedOffsetZone extends Zone<true> {
  readonly #inner: IANAZone;
  readonly #offsets = new Map<number, number>();

  constructor(inner: IANAZone) {
    super();
    this.#inner = inner;
  }

  override get type(): string {
    return 'iana';
  }

  override get name(): string {
    return this.#inner.name;
  }

  override get isUniversal(): boolean {
    return false;
  }

  override offsetName(ts: number, options: ZoneOffsetOptions): string {
    return this.#inner.offsetName(ts, options) ?? '';
  }

  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    return this.#inner.formatOffset(ts, format);
  }

  override offset(ts: number): number {
    const minute = Math.floor(ts / minuteMs);
    const known = this.#offsets.get(minute);
    if (known !== undefined) return known;
    const offset = this.#inner.offset(ts);
    if (this.#offsets.size >= offsetsMax) this.#offsets.clear();
    this.#offsets.set(minute, offset);
    return offset;
  }

  override equals(other: Zone): boolean {
    return other.type === 'iana' && other.name === this.name;
  }

  override get isValid(): true {
    return true;
  }
}

const zones = new Map<string, CachedOffsetZone>();

/** The zone named, with remembered offsets; null for a name the runtime does not know. */
export function findCachedZone(name: string): Zone | null {
  const known = zones.get(name);
  if (known) return known;
  const inner = IANAZone.create(name);
  if (!inner.isValid) return null;
  const zone = new CachedOffsetZone(inner);
  zones.set(name, zone);
  return zone;
}
