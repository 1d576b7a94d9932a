import { pagination } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import { formatRange, getPageWindow } from './page-window';

const { least, more, most } = pagination.windows;

describe('getPageWindow', () => {
  it.each([
    ['one page', 1, 1, least, [1]],
    ['few pages show all (least)', 3, 5, least, [1, 2, 3, 4, 5]],
    [
      'least: current with one each side',
      10,
      20,
      least,
      [1, 'gap-before', 9, 10, 11, 'gap-after', 20],
    ],
    ['least: slides inward at the start', 1, 20, least, [1, 2, 3, 4, 'gap-after', 20]],
    ['least: slides inward at the end', 20, 20, least, [1, 'gap-before', 17, 18, 19, 20]],
    ['least: a gap never hides one page', 4, 20, least, [1, 2, 3, 4, 5, 'gap-after', 20]],
    ['more: up to 8 pages all shown', 5, 8, more, [1, 2, 3, 4, 5, 6, 7, 8]],
    [
      'more: three each side',
      10,
      20,
      more,
      [1, 'gap-before', 7, 8, 9, 10, 11, 12, 13, 'gap-after', 20],
    ],
    ['most: up to 16 pages all shown', 9, 16, most, Array.from({ length: 16 }, (_, i) => i + 1)],
    [
      'most: four each side',
      30,
      60,
      most,
      [1, 'gap-before', 26, 27, 28, 29, 30, 31, 32, 33, 34, 'gap-after', 60],
    ],
    ['a page past the end reads as the last', 99, 3, least, [1, 2, 3]],
  ] as const)('%s', (_name, page, total, preset, expected) => {
    expect(getPageWindow(page, total, preset)).toEqual(expected);
  });

  it('keeps the window width as the current page moves', () => {
    for (let page = 1; page <= 40; page += 1) {
      const numbers = getPageWindow(page, 40, least).filter((item) => typeof item === 'number');
      expect(numbers).toContain(page);
      expect(numbers.length).toBeLessThanOrEqual(7);
      expect(numbers.length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('formatRange', () => {
  it.each([
    [1, 5, 12, '1-5 of 12'],
    [3, 5, 12, '11-12 of 12'],
    [2, 10, 11, '11-11 of 11'],
    [1, 5, 0, '0 of 0'],
  ])('page %i of %i rows a page, %i rows: %s', (page, limit, total, text) => {
    expect(formatRange(page, limit, total)).toBe(text);
  });
});
