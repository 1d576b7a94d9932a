import type { TBrandSettings } from '@deckhand/contract';
import { attribute, type Xml } from '../pptx-package.ts';
import { buildPalette, type PaletteColour } from './brand-palette.ts';
import type { DeckParts, ShapeRef } from './deck-parts.ts';

/**
 * What a style template allows, read from its file (PPTX or POTX) and the customer's settings:
 * its fonts (each theme's heading and body fonts, and any font its masters, layouts and own
 * slides name),
 * its palette (brand-palette.ts), its layouts by name, and the pictures its masters place on
 * every slide (the logo).
 */
export interface TemplateProfile {
  /** Allowed fonts by lower-case name, with the name as the template writes it. */
  fonts: Map<string, string>;
  headingFont: string | null;
  bodyFont: string | null;
  palette: PaletteColour[];
  /** Layout names (lower case, trimmed) with the layout's `type` and its name as written. */
  layouts: Map<string, { name: string; type: string | null }>;
  /** The masters' pictures by master name (lower case). */
  logos: Map<string, { name: string; box: NonNullable<ShapeRef['box']> }[]>;
}

export const layoutKey = (name: string) => name.trim().toLowerCase();

export function readTemplateProfile(
  template: DeckParts,
  settings: TBrandSettings,
): TemplateProfile {
  const fonts = new Map<string, string>();
  const allow = (font: string | null | undefined) => {
    const name = font?.trim();
    if (name && !name.startsWith('+')) fonts.set(name.toLowerCase(), name);
  };
  for (const master of template.masters) {
    allow(master.theme.majorFont);
    allow(master.theme.minorFont);
    collectTypefaces(master.xml, allow);
  }
  for (const layout of template.layouts) collectTypefaces(layout.xml, allow);
  // A template's own sample slides show fonts it means to be used (a template saved as a
  // deck often sets its text directly).
  for (const slide of template.slides) collectTypefaces(slide.xml, allow);
  collectTypefaces(template.defaultTextStyle, allow);

  const layouts = new Map<string, { name: string; type: string | null }>();
  for (const layout of template.layouts) {
    layouts.set(layoutKey(layout.name), {
      name: layout.name,
      type: attribute(layout.xml, 'type') ?? null,
    });
  }
  const logos = new Map<string, { name: string; box: NonNullable<ShapeRef['box']> }[]>();
  for (const master of template.masters) {
    const pictures = master.shapes.flatMap((shape) =>
      shape.tag === 'p:pic' && shape.box ? [{ name: shape.name, box: shape.box }] : [],
    );
    logos.set(layoutKey(master.name), pictures);
  }
  const firstTheme = template.masters[0]?.theme;
  const themes = template.masters.map((master) => master.theme.colours);
  const palette = themes.flatMap((colours, index) =>
    buildPalette(colours, index === 0 ? settings.brandColours : []),
  );
  if (themes.length === 0) palette.push(...buildPalette({}, settings.brandColours));
  return {
    fonts,
    headingFont: firstTheme?.majorFont ?? null,
    bodyFont: firstTheme?.minorFont ?? null,
    palette,
    layouts,
    logos,
  };
}

/** Every latin typeface a part's XML names (its text styles, its shapes' runs). */
function collectTypefaces(node: unknown, allow: (font: string | undefined) => void, depth = 0) {
  if (!node || typeof node !== 'object' || depth > 40) return;
  if (Array.isArray(node)) {
    for (const item of node) collectTypefaces(item, allow, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(node as Xml)) {
    if (key === 'a:latin') allow(attribute(value, 'typeface'));
    else if (!key.startsWith('@')) collectTypefaces(value, allow, depth + 1);
  }
}
