import { describe, expect, it } from 'vitest';
import { parseCacheChange } from './cache-change-feed.ts';
import { cacheGroup, createKeyedCopy } from './keyed-copy.ts';

interface Value {
  user: number;
  team?: number;
  text: string;
}

const now = Date.now();

function createCopy(options: { maxSize?: number; sized?: boolean } = {}) {
  return createKeyedCopy<Value>({
    kinds: ['u', 't'],
    groupsOf: ({ user, team }) =>
      team === undefined ? [cacheGroup('u', user)] : [cacheGroup('u', user), cacheGroup('t', team)],
    maxAgeMs: 60_000,
    maxSize: options.maxSize ?? 10,
    ...(options.sized ? { sizeOf: (value: Value) => value.text.length } : {}),
    isStale: (value) => value.text === 'stale',
  });
}

const change = (message: string) => {
  const parsed = parseCacheChange(message);
  if (!parsed) throw new Error(`not a change: ${message}`);
  return parsed;
};

describe('createKeyedCopy', () => {
  it('keeps nothing while its feed is down, nor a read that a message overtook', () => {
    const copy = createCopy();
    copy.set('a', { user: 1, text: 'a' }, copy.generation, now);
    expect(copy.get('a', now)).toBeUndefined();
    copy.setLive(true);
    const readStarted = copy.generation;
    copy.onChange(change('u:99'));
    copy.set('a', { user: 1, text: 'a' }, readStarted, now);
    expect(copy.get('a', now)).toBeUndefined();
    copy.set('a', { user: 1, text: 'a' }, copy.generation, now);
    expect(copy.get('a', now)?.text).toBe('a');
    copy.setLive(false);
    copy.setLive(true);
    expect(copy.get('a', now)).toBeUndefined();
  });

  it("drops a group's values on its message, every value on '*' or forgetAll()", () => {
    const copy = createCopy();
    copy.setLive(true);
    copy.set('a', { user: 1, team: 7, text: 'a' }, copy.generation, now);
    copy.set('b', { user: 2, team: 8, text: 'b' }, copy.generation, now);
    copy.set('c', { user: 3, text: 'c' }, copy.generation, now);
    copy.onChange(change('t:7'));
    expect(['a', 'b', 'c'].map((key) => copy.get(key, now)?.text)).toEqual([undefined, 'b', 'c']);
    copy.onChange(change('u:2'));
    expect(copy.get('b', now)).toBeUndefined();
    copy.onChange(change('u:*'));
    expect(copy.size).toBe(0);
    copy.set('c', { user: 3, text: 'c' }, copy.generation, now);
    copy.forgetAll();
    expect(copy.size).toBe(0);
  });

  it('reads a value again once it is old or stale, and lets the oldest go beyond its size', () => {
    const copy = createCopy({ maxSize: 10, sized: true });
    copy.setLive(true);
    copy.set('a', { user: 1, text: '12345' }, copy.generation, now);
    copy.set('b', { user: 1, text: '12345' }, copy.generation, now);
    copy.set('c', { user: 1, text: '1234' }, copy.generation, now);
    expect(copy.get('a', now)).toBeUndefined();
    expect(copy.get('b', now)?.text).toBe('12345');
    copy.set('d', { user: 1, text: '12345678901' }, copy.generation, now);
    expect(copy.get('d', now)).toBeUndefined();
    expect(copy.get('c', now + 59_999)?.text).toBe('1234');
    expect(copy.get('c', now + 60_000)).toBeUndefined();
    copy.set('e', { user: 1, text: 'stale' }, copy.generation, now);
    expect(copy.get('e', now)).toBeUndefined();
    expect(copy.size).toBe(1);
  });

  it('counts values when they have no size of their own', () => {
    const copy = createCopy({ maxSize: 2 });
    copy.setLive(true);
    for (const key of ['a', 'b', 'c']) copy.set(key, { user: 1, text: key }, copy.generation, now);
    expect(copy.size).toBe(2);
    expect(copy.get('a', now)).toBeUndefined();
  });
});

describe('parseCacheChange', () => {
  it("reads the channel's messages and refuses the rest", () => {
    expect(parseCacheChange('u:12')).toEqual({ kind: 'u', id: 12 });
    expect(parseCacheChange('o:*')).toEqual({ kind: 'o', id: '*' });
    for (const message of ['x:1', 'u:', 'u:1:2', 'sync timed out', 'u:1234567890123456']) {
      expect(parseCacheChange(message)).toBeNull();
    }
  });
});
