import { converter, formatHex, parse } from 'culori';
import { attribute, child, numberAttribute, type Xml } from '../pptx-package.ts';

/**
 * DrawingML colours (ECMA-376 §20.1.2.3) resolved to `#rrggbb` as PowerPoint shows them: a
 * theme slot through the master's colour map, then its modifiers. Tint and shade mix with white
 * and black in linear RGB, the luminance, saturation and hue modifiers work in HSL, as
 * LibreOffice's importer (oox/source/drawingml/color.cxx) does. The parser keeps no order
 * between a colour's child elements; PowerPoint writes them in the order applied here.
 */

/** The theme's twelve colour slots (`a:clrScheme`), each as `#rrggbb`. */
export type ThemeColours = Partial<Record<ThemeSlot, string>>;
export const themeSlots = [
  'dk1',
  'lt1',
  'dk2',
  'lt2',
  'accent1',
  'accent2',
  'accent3',
  'accent4',
  'accent5',
  'accent6',
  'hlink',
  'folHlink',
] as const;
export type ThemeSlot = (typeof themeSlots)[number];

/** How `schemeClr` names (bg1, tx1 ...) map to theme slots (`p:clrMap`); the default is Office's. */
export type ColourMap = Record<string, string>;
export const defaultColourMap: ColourMap = {
  bg1: 'lt1',
  tx1: 'dk1',
  bg2: 'lt2',
  tx2: 'dk2',
  accent1: 'accent1',
  accent2: 'accent2',
  accent3: 'accent3',
  accent4: 'accent4',
  accent5: 'accent5',
  accent6: 'accent6',
  hlink: 'hlink',
  folHlink: 'folHlink',
};

export interface ColourScope {
  theme: ThemeColours;
  map: ColourMap;
  /** What `phClr` stands for inside a style reference (the reference's own colour). */
  placeholder?: string;
}

/** A resolved colour; `alpha` 0 is invisible (not checked). */
export interface ResolvedColour {
  hex: string;
  alpha: number;
}

const colourTags = [
  'a:srgbClr',
  'a:schemeClr',
  'a:sysClr',
  'a:prstClr',
  'a:scrgbClr',
  'a:hslClr',
] as const;

const toRgb = converter('rgb');
const toLrgb = converter('lrgb');
const toHsl = converter('hsl');

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** DrawingML percentages are thousandths of a percent: 100000 is 1. */
const fraction = (node: unknown) => (numberAttribute(node, 'val') ?? 100000) / 100000;

/** The colour of a fill-like element holding one colour choice (`a:solidFill`, `a:fgClr` ...). */
export function readColour(holder: Xml | undefined, scope: ColourScope): ResolvedColour | null {
  for (const tag of colourTags) {
    const element = child(holder, tag);
    if (element) return resolveElement(tag, element, scope);
  }
  return null;
}

function resolveElement(tag: string, element: Xml, scope: ColourScope): ResolvedColour | null {
  const base = baseColour(tag, element, scope);
  if (!base) return null;
  return { hex: applyModifiers(base, element), alpha: alphaOf(element) };
}

function baseColour(tag: string, element: Xml, scope: ColourScope): string | null {
  const value = attribute(element, 'val') ?? '';
  switch (tag) {
    case 'a:srgbClr':
      return /^[0-9a-f]{6}$/i.test(value) ? `#${value.toLowerCase()}` : null;
    case 'a:schemeClr': {
      if (value === 'phClr') return scope.placeholder ?? null;
      const slot = (scope.map[value] ?? value) as ThemeSlot;
      return scope.theme[slot] ?? null;
    }
    case 'a:sysClr': {
      const last = attribute(element, 'lastClr');
      if (last && /^[0-9a-f]{6}$/i.test(last)) return `#${last.toLowerCase()}`;
      return value === 'window' ? '#ffffff' : '#000000';
    }
    case 'a:prstClr': {
      const named = parse(value.toLowerCase());
      return named ? formatHex(named) : null;
    }
    case 'a:scrgbClr': {
      const channel = (name: string) => clamp((numberAttribute(element, name) ?? 0) / 100000);
      const rgb = toRgb({ mode: 'lrgb', r: channel('r'), g: channel('g'), b: channel('b') });
      return formatHex(rgb);
    }
    case 'a:hslClr': {
      const hue = (numberAttribute(element, 'hue') ?? 0) / 60000;
      const rgb = toRgb({
        mode: 'hsl',
        h: hue,
        s: clamp(fraction({ '@val': attribute(element, 'sat') ?? 0 })),
        l: clamp(fraction({ '@val': attribute(element, 'lum') ?? 0 })),
      });
      return formatHex(rgb);
    }
    default:
      return null;
  }
}

function applyModifiers(hex: string, element: Xml): string {
  let rgb = toRgb(hex);
  if (!rgb) return hex;
  const tint = child(element, 'a:tint');
  const shade = child(element, 'a:shade');
  if (tint || shade) {
    const linear = toLrgb(rgb);
    const mix = (value: number) => {
      let result = value;
      if (tint) result = 1 - (1 - result) * clamp(fraction(tint));
      if (shade) result = result * clamp(fraction(shade));
      return clamp(result);
    };
    rgb = toRgb({ mode: 'lrgb', r: mix(linear.r), g: mix(linear.g), b: mix(linear.b) });
  }
  const hslModifiers = ['a:hueMod', 'a:hueOff', 'a:satMod', 'a:satOff', 'a:lumMod', 'a:lumOff'];
  if (hslModifiers.some((name) => child(element, name))) {
    const hsl = toHsl(rgb);
    let hue = hsl.h ?? 0;
    let saturation = hsl.s;
    let lightness = hsl.l;
    const hueMod = child(element, 'a:hueMod');
    const hueOff = child(element, 'a:hueOff');
    if (hueMod) hue *= fraction(hueMod);
    if (hueOff) hue += (numberAttribute(hueOff, 'val') ?? 0) / 60000;
    const satMod = child(element, 'a:satMod');
    const satOff = child(element, 'a:satOff');
    if (satMod) saturation *= fraction(satMod);
    if (satOff) saturation += fraction(satOff);
    const lumMod = child(element, 'a:lumMod');
    const lumOff = child(element, 'a:lumOff');
    if (lumMod) lightness *= fraction(lumMod);
    if (lumOff) lightness += fraction(lumOff);
    rgb = toRgb({
      mode: 'hsl',
      h: ((hue % 360) + 360) % 360,
      s: clamp(saturation),
      l: clamp(lightness),
    });
  }
  if (child(element, 'a:gray')) {
    const grey = 0.299 * rgb.r + 0.587 * rgb.g + 0.114 * rgb.b;
    rgb = { mode: 'rgb', r: grey, g: grey, b: grey };
  }
  if (child(element, 'a:inv')) rgb = { mode: 'rgb', r: 1 - rgb.r, g: 1 - rgb.g, b: 1 - rgb.b };
  return formatHex({ ...rgb, r: clamp(rgb.r), g: clamp(rgb.g), b: clamp(rgb.b) });
}

function alphaOf(element: Xml): number {
  const alpha = child(element, 'a:alpha');
  return alpha ? clamp(fraction(alpha)) : 1;
}

/** The theme's colour scheme (`a:theme/a:themeElements/a:clrScheme`) as slots. */
export function readThemeColours(theme: Xml | undefined): ThemeColours {
  const scheme = child(child(child(theme, 'a:theme'), 'a:themeElements'), 'a:clrScheme');
  const colours: ThemeColours = {};
  for (const slot of themeSlots) {
    const resolved = readColour(child(scheme, `a:${slot}`), { theme: {}, map: {} });
    if (resolved) colours[slot] = resolved.hex;
  }
  return colours;
}

/** A master's colour map (`p:clrMap`), or a slide's or layout's override of it. */
export function readColourMap(owner: Xml | undefined, inherited: ColourMap): ColourMap {
  const override = child(child(owner, 'p:clrMapOvr'), 'a:overrideClrMapping');
  const map = child(owner, 'p:clrMap') ?? override;
  if (!map) return inherited;
  const result: ColourMap = { ...inherited };
  for (const name of Object.keys(defaultColourMap)) {
    const slot = attribute(map, name);
    if (slot) result[name] = slot;
  }
  return result;
}
