import { describe, expect, it } from 'vitest';
import { appendChips, applyChipLimit, parsePastedChips, type TChip } from './chips.ts';

describe('pasted chips', () => {
  it('picks the emails out of prose', () => {
    const text =
      'Please add Anna <anna@example.com>, bo.lee+work@studio.co.uk and anna@example.com.';
    expect(parsePastedChips(text)).toEqual(['anna@example.com', 'bo.lee+work@studio.co.uk']);
  });
  it('keeps one of two emails differing only in case', () => {
    expect(parsePastedChips('Anna@Example.com; anna@example.com')).toEqual(['Anna@Example.com']);
  });
  it('splits other text on line breaks, commas and semicolons', () => {
    expect(parsePastedChips('red\r\ngreen, blue;yellow\n\n  ;,  purple  ')).toEqual([
      'red',
      'green',
      'blue',
      'yellow',
      'purple',
    ]);
  });
  it('keeps spaces inside a value and drops duplicates', () => {
    expect(parsePastedChips('dark blue, red, dark blue\nred')).toEqual(['dark blue', 'red']);
  });
  it('gives nothing for blank text', () => expect(parsePastedChips(' \n,; ')).toEqual([]));
  it('appends without empty values or duplicates', () => {
    expect(appendChips(['a@b.co', 'red'], ['A@B.co', ' ', 'red', 'blue '])).toEqual([
      'a@b.co',
      'red',
      'blue',
    ]);
  });
});

describe('chip limit', () => {
  const chips = (...valid: boolean[]): TChip[] =>
    valid.map((isValid, i) => ({ value: `p${i}@example.com`, isValid }));

  it('shows the counter and stays valid within the limit', () => {
    const result = applyChipLimit(chips(true, true), 3);
    expect(result.counterText).toBe('2 / 3');
    expect(result.isOver).toBe(false);
    expect(result.chips.every((chip) => chip.isValid)).toBe(true);
  });
  it('is not over at exactly the limit', () => {
    expect(applyChipLimit(chips(true, true, true), 3)).toMatchObject({
      counterText: '3 / 3',
      isOver: false,
    });
  });
  it('flags the chips beyond the limit and keeps validator results', () => {
    const result = applyChipLimit(chips(false, true, true, true), 2);
    expect(result.counterText).toBe('4 / 2');
    expect(result.isOver).toBe(true);
    expect(result.chips.map((chip) => chip.isValid)).toEqual([false, true, false, false]);
  });
  it('does not change the chips passed in', () => {
    const input = chips(true, true);
    applyChipLimit(input, 1);
    expect(input[1]?.isValid).toBe(true);
  });
});
