import { describe, expect, it } from 'vitest';
import { isRealtimeSubscribeAck, ZRealtimeSubscribeAck } from './realtime.ts';

const samples: unknown[] = [
  { ok: true },
  { ok: false, message: 'You may not listen here.' },
  { ok: true, extra: 1 },
  { ok: true, message: undefined },
  { ok: 'true' },
  { ok: true, message: 42 },
  { message: 'no ok' },
  {},
  [true],
  null,
  'ok',
  undefined,
];

describe('a realtime subscription acknowledgement', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? 'undefined', sample]))(
    'is accepted without zod exactly when ZRealtimeSubscribeAck accepts it: %s',
    (_name, sample) => {
      expect(isRealtimeSubscribeAck(sample)).toBe(ZRealtimeSubscribeAck.safeParse(sample).success);
    },
  );
});
