import { describe, expect, it } from 'vitest';
import { namesEachOnce } from './names-each-once.ts';

describe('namesEachOnce', () => {
  it('takes every known id once, in any order, and nothing else', () => {
    expect(namesEachOnce([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(namesEachOnce([], [])).toBe(true);
    expect(namesEachOnce([1, 2], [1, 2, 3])).toBe(false);
    expect(namesEachOnce([1, 1, 2], [1, 2])).toBe(false);
    expect(namesEachOnce([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});
