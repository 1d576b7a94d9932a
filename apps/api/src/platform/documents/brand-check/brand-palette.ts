import { converter, differenceCiede2000, formatHex } from 'culori';
import { type ThemeColours, themeSlots } from './drawing-colour.ts';

/**
 * The colours a deck may use: the template's theme colours with the tints and shades PowerPoint's
 * colour picker offers for each (the five under every theme colour), and the customer's extra
 * brand colours. A colour is on brand within CIEDE2000 `maxDelta` of one of them.
 */
export interface PaletteColour {
  hex: string;
  /** How the template names it: `accent1`, `accent1, darker 25%`, `brand #0a7f5c`. */
  label: string;
}

export interface NearestColour {
  colour: PaletteColour;
  delta: number;
}

const toHsl = converter('hsl');
const toRgb = converter('rgb');
const difference = differenceCiede2000();

/** PowerPoint's picker: which luminance steps it offers below a theme colour, by its lightness. */
function pickerSteps(lightness: number): { label: string; mod: number; off: number }[] {
  const lighter = (percent: number) => ({
    label: `lighter ${percent}%`,
    mod: 1 - percent / 100,
    off: percent / 100,
  });
  const darker = (percent: number) => ({
    label: `darker ${percent}%`,
    mod: 1 - percent / 100,
    off: 0,
  });
  if (lightness <= 0.001) return [50, 35, 25, 15, 5].map(lighter);
  if (lightness >= 0.999) return [5, 15, 25, 35, 50].map(darker);
  if (lightness < 0.2) return [90, 75, 50, 25, 10].map(lighter);
  if (lightness > 0.8) return [10, 25, 50, 75, 90].map(darker);
  return [lighter(80), lighter(60), lighter(40), darker(25), darker(50)];
}

export function buildPalette(
  theme: ThemeColours,
  brandColours: readonly string[],
): PaletteColour[] {
  const palette: PaletteColour[] = [];
  for (const slot of themeSlots) {
    const hex = theme[slot];
    if (!hex) continue;
    palette.push({ hex, label: slot });
    const hsl = toHsl(hex);
    if (!hsl) continue;
    for (const step of pickerSteps(hsl.l)) {
      const l = Math.min(1, Math.max(0, hsl.l * step.mod + step.off));
      palette.push({
        hex: formatHex(toRgb({ mode: 'hsl', h: hsl.h ?? 0, s: hsl.s, l })),
        label: `${slot}, ${step.label}`,
      });
    }
  }
  for (const hex of brandColours) palette.push({ hex, label: `brand ${hex}` });
  return palette;
}

/** The palette's colour nearest to `hex` (CIEDE2000), or null for an empty palette. */
export function nearestColour(
  palette: readonly PaletteColour[],
  hex: string,
): NearestColour | null {
  let best: NearestColour | null = null;
  for (const colour of palette) {
    const delta = difference(hex, colour.hex);
    if (!best || delta < best.delta) best = { colour, delta };
    if (delta === 0) break;
  }
  return best;
}
