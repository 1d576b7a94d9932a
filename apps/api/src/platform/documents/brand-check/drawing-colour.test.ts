import { describe, expect, it } from 'vitest';
import type { Xml } from '../pptx-package.ts';
import { buildPalette, nearestColour } from './brand-palette.ts';
import { type ColourScope, defaultColourMap, readColour } from './drawing-colour.ts';

/** Office's 2013+ theme: PowerPoint's picker values for it are well known. */
const office: ColourScope = {
  theme: { dk1: '#000000', lt1: '#ffffff', dk2: '#44546a', lt2: '#e7e6e6', accent1: '#4472c4' },
  map: defaultColourMap,
};

const scheme = (val: string, modifiers: Record<string, number> = {}): Xml => ({
  'a:schemeClr': {
    '@val': val,
    ...Object.fromEntries(
      Object.entries(modifiers).map(([key, value]) => [`a:${key}`, { '@val': value }]),
    ),
  },
});
const hexOf = (holder: Xml, scope = office) => readColour(holder, scope)?.hex;

describe('DrawingML colours as PowerPoint shows them', () => {
  it('reads direct, system and preset colours', () => {
    expect(hexOf({ 'a:srgbClr': { '@val': 'FF8800' } })).toBe('#ff8800');
    expect(hexOf({ 'a:sysClr': { '@val': 'windowText', '@lastClr': '1A1A1A' } })).toBe('#1a1a1a');
    expect(hexOf({ 'a:sysClr': { '@val': 'window' } })).toBe('#ffffff');
    expect(hexOf({ 'a:prstClr': { '@val': 'red' } })).toBe('#ff0000');
    expect(hexOf({ 'a:scrgbClr': { '@r': 100000, '@g': 0, '@b': 0 } })).toBe('#ff0000');
    expect(hexOf({ 'a:hslClr': { '@hue': 0, '@sat': 100000, '@lum': 50000 } })).toBe('#ff0000');
  });

  it('maps tx1 and bg1 through the master’s colour map, and a slide’s override', () => {
    expect(hexOf(scheme('tx1'))).toBe('#000000');
    expect(hexOf(scheme('bg2'))).toBe('#e7e6e6');
    const inverted = { ...office, map: { ...defaultColourMap, tx1: 'lt1', bg1: 'dk1' } };
    expect(hexOf(scheme('tx1'), inverted)).toBe('#ffffff');
    expect(hexOf(scheme('phClr'), { ...office, placeholder: '#123456' })).toBe('#123456');
  });

  it('applies lumMod and lumOff in HSL: the picker’s "darker 25%" and "lighter 40%" of accent 1', () => {
    expect(hexOf(scheme('accent1', { lumMod: 75000 }))).toBe('#2f5597');
    expect(hexOf(scheme('accent1', { lumMod: 60000, lumOff: 40000 }))).toBe('#8faadc');
    expect(hexOf(scheme('tx1', { lumMod: 50000, lumOff: 50000 }))).toBe('#808080');
  });

  it('mixes tint with white and shade with black in linear RGB', () => {
    expect(hexOf({ 'a:srgbClr': { '@val': '000000', 'a:tint': { '@val': 50000 } } })).toBe(
      '#bcbcbc',
    );
    expect(hexOf({ 'a:srgbClr': { '@val': 'FFFFFF', 'a:shade': { '@val': 50000 } } })).toBe(
      '#bcbcbc',
    );
    // A 100 % tint is the colour itself; a 0 % tint is white.
    expect(hexOf(scheme('accent1', { tint: 100000 }))).toBe('#4472c4');
    expect(hexOf(scheme('accent1', { tint: 0 }))).toBe('#ffffff');
  });

  it('keeps alpha, so an invisible paint is not checked', () => {
    expect(readColour(scheme('accent1', { alpha: 0 }), office)?.alpha).toBe(0);
    expect(readColour(scheme('accent1'), office)?.alpha).toBe(1);
  });
});

describe('the palette', () => {
  const palette = buildPalette(office.theme, ['#0a7f5c']);

  it('offers each theme colour with the picker’s five tints and shades, and the brand colours', () => {
    const labels = palette.map((colour) => colour.label);
    expect(labels).toContain('accent1, darker 25%');
    expect(labels).toContain('accent1, lighter 80%');
    expect(labels).toContain('dk1, lighter 50%');
    expect(labels).toContain('lt1, darker 5%');
    expect(labels).toContain('brand #0a7f5c');
    expect(palette.find((colour) => colour.label === 'accent1, darker 25%')?.hex).toBe('#2f5597');
  });

  it('finds the nearest colour by CIEDE2000', () => {
    expect(nearestColour(palette, '#4472c4')).toMatchObject({
      delta: 0,
      colour: { label: 'accent1' },
    });
    const near = nearestColour(palette, '#4573c5');
    expect(near?.colour.label).toBe('accent1');
    expect(near?.delta).toBeGreaterThan(0);
    expect(near?.delta).toBeLessThan(1);
  });
});
