import { describe, expect, it } from 'vitest';
import { createShortLivedCopy } from './short-lived-copy.ts';

function counter() {
  let reads = 0;
  let now = 0;
  return {
    load: async (day: string) => {
      reads += 1;
      return `${day}#${reads}`;
    },
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    reads: () => reads,
  };
}

describe('a short-lived copy', () => {
  it('serves its copy until it is ttlMs old, then reads again', async () => {
    const source = counter();
    const read = createShortLivedCopy(source.load, { ttlMs: 1000, clock: source.clock });
    expect(await read('mon')).toBe('mon#1');
    source.advance(999);
    expect(await read('mon')).toBe('mon#1');
    source.advance(1);
    expect(await read('mon')).toBe('mon#2');
  });

  it('shares one read between concurrent callers of a stale copy', async () => {
    const source = counter();
    const read = createShortLivedCopy(source.load, { ttlMs: 1000, clock: source.clock });
    expect(await Promise.all([read('mon'), read('mon'), read('mon')])).toEqual([
      'mon#1',
      'mon#1',
      'mon#1',
    ]);
    expect(source.reads()).toBe(1);
  });

  it('with keyOf, serves a copy only for the same key', async () => {
    const source = counter();
    const read = createShortLivedCopy(source.load, {
      ttlMs: 1000,
      clock: source.clock,
      keyOf: (day) => day,
    });
    expect(await read('mon')).toBe('mon#1');
    expect(await read('tue')).toBe('tue#2');
    expect(await read('tue')).toBe('tue#2');
    expect(await read('mon')).toBe('mon#3');
  });

  it('with ttlMs 0, reads every time', async () => {
    const source = counter();
    const read = createShortLivedCopy(source.load, { ttlMs: 0, clock: source.clock });
    await read('mon');
    await read('mon');
    expect(source.reads()).toBe(2);
  });
});
