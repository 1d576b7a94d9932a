import { describe, expect, it } from 'vitest';
import { getAvatarColor, getAvatarHue, getInitials } from './avatar.ts';

describe('avatar hue', () => {
  const names = ['Anna', 'anna smith', 'Jean-Luc Picard', 'Søren Ærø', '', 'x'.repeat(500)];

  it.each(names)('is a whole number in 0..359 for %j', (name) => {
    const hue = getAvatarHue(name);
    expect(Number.isInteger(hue)).toBe(true);
    expect(hue).toBeGreaterThanOrEqual(0);
    expect(hue).toBeLessThan(360);
  });
  it('is stable across calls and ignores case and outer spaces', () => {
    expect(getAvatarHue('Anna Smith')).toBe(getAvatarHue('Anna Smith'));
    expect(getAvatarHue('  anna   SMITH ')).toBe(getAvatarHue('Anna Smith'));
  });
  it('is pinned, so colours do not change between releases', () => {
    expect(names.slice(0, 3).map(getAvatarHue)).toEqual([19, 44, 119]);
  });
  it('spreads names over the wheel', () => {
    const hues = new Set(Array.from({ length: 50 }, (_, i) => getAvatarHue(`Person ${i}`)));
    expect(hues.size).toBeGreaterThan(40);
  });
  it('uses 35% saturation and 65% lightness', () => {
    expect(getAvatarColor('Anna')).toBe(`hsl(${getAvatarHue('Anna')} 35% 65%)`);
  });
});

describe('initials', () => {
  it.each([
    ['Anna', 'AN'],
    ['anna smith', 'AS'],
    ['Jean-Luc Picard', 'JP'],
    ['Jean-Luc', 'JE'],
    ['  mary   ann  lee ', 'MA'],
    ["O'Neil", 'ON'],
    ['søren ærø', 'SÆ'],
    ['A', 'A'],
    ['', ''],
    ['   ', ''],
    ['(Anna) 2 Smith', 'AS'],
  ])('%j gives %j', (name, initials) => expect(getInitials(name)).toBe(initials));
});
